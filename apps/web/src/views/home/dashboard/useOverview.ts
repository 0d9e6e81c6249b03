import { useQuery } from '@tanstack/react-query';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';

/**
 * Today, yesterday and the last 30 days (shared by the dashboard's cards), at one stock location or at all the
 * user may read; only for sale-summary users.
 */
export function useOverview(locationId?: number) {
  const allowed = usePermissions().has('statistics:sale');
  return useQuery({
    queryKey: statisticsKeys.call('overview', { locationId: locationId ?? null }),
    queryFn: () => statisticsApi.overview(locationId),
    enabled: allowed,
    staleTime: 30_000,
  });
}
