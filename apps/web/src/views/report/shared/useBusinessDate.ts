import { useQuery } from '@tanstack/react-query';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';

/** Today in the business time zone, from the server; undefined while it loads. */
export function useBusinessDate(): string | undefined {
  return useQuery({
    queryKey: statisticsKeys.call('businessDate'),
    queryFn: statisticsApi.businessDate,
    staleTime: 60_000,
  }).data?.date;
}
