import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { CHOOSE_LOCATION_CODE, useStockLocations } from '../shared/LocationSelect.tsx';

/**
 * Whether the signed-in user may move a location's stock, as the server decides it: its own location, or one it
 * may read when it holds the choose-location button. The ship and receive buttons show only where they may
 * succeed (the server still checks).
 */
export function useMayMove(): (locationId: number) => boolean {
  const { data } = useStockLocations();
  const mayChoose = usePermissions().has(CHOOSE_LOCATION_CODE);
  return (locationId) =>
    (data ?? []).some((l) => l.id === locationId && (l.own || (mayChoose && l.readable)));
}
