import { ActionSheet, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import {
  CHOOSE_LOCATION_CODE,
  useOwnLocation,
  useStockLocations,
} from '../../stock/shared/LocationSelect.tsx';
import { useCartStore } from './cartStore.ts';

/**
 * The phone till's stock location: the user's own, by name; users with `stockLocation:choose` may sell from
 * another readable location (the scanned goods still show the own location's stock).
 */
export function TillLocationBar() {
  const { t } = useTranslation();
  const own = useOwnLocation();
  const locations = useStockLocations().data ?? [];
  const mayChoose = usePermissions().has(CHOOSE_LOCATION_CODE);
  const locationId = useCartStore((state) => state.locationId);
  const setLocationId = useCartStore((state) => state.setLocationId);
  const current = locations.find((l) => l.id === locationId) ?? own;
  const other = current !== undefined && own !== undefined && current.id !== own.id;

  const choose = () => {
    ActionSheet.show({
      extra: t('till.location.choose'),
      actions: locations
        .filter((l) => l.own || l.readable)
        .map((l) => ({
          key: l.id,
          text: l.own ? `${l.name} (${t('catalog.location.own')})` : l.name,
        })),
      onAction: (action) => setLocationId(action.key === own?.id ? null : Number(action.key)),
      closeOnAction: true,
    });
  };

  return (
    <div className="barscan-location" data-testid="till-location">
      <span className="mobile-muted">{t('till.location.label')}</span>{' '}
      {mayChoose ? (
        <Button size="mini" fill="outline" onClick={choose} data-testid="till-location-choose">
          {current?.name ?? '-'}
        </Button>
      ) : (
        <b data-testid="till-location-name">{current?.name ?? '-'}</b>
      )}
      {other ? (
        <div className="barscan-warning" data-testid="till-location-hint">
          {t('till.location.otherHint')}
        </div>
      ) : null}
    </div>
  );
}
