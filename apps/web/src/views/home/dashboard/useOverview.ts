import { useQuery } from '@tanstack/react-query';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';

/** Today, yesterday and the last 30 days (shared by the dashboard's cards); only for sale-summary users. */
export function useOverview() {
  const allowed = usePermissions().has('statistics:sale');
  return useQuery({
    queryKey: statisticsKeys.call('overview'),
    queryFn: statisticsApi.overview,
    enabled: allowed,
    staleTime: 30_000,
  });
}
