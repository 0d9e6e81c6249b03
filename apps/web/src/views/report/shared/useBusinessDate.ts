import { useQuery } from '@tanstack/react-query';
import { statisticsApi } from '../../../api/statistics.ts';

/** Today in the business time zone, from the server; undefined while it loads. */
export function useBusinessDate(): string | undefined {
  return useQuery({
    queryKey: ['statistics', 'businessDate'],
    queryFn: statisticsApi.businessDate,
    staleTime: 60_000,
  }).data?.date;
}
