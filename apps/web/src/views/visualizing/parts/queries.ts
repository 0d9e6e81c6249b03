import { useQuery } from '@tanstack/react-query';
import { type GroupBy, type RankBy, statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { monthToDate } from '../../report/shared/ranges.ts';

/** The statistics the visualizing pages draw, each fetched only when the user holds its code. */

export function useSummary(startDate: string, endDate: string, groupBy: GroupBy) {
  const input = { startDate, endDate, groupBy };
  return useQuery({
    queryKey: statisticsKeys.call('saleSummary', input),
    queryFn: () => statisticsApi.saleSummary(input),
    enabled: usePermissions().has('statistics:sale'),
  }).data;
}

export function useMonthCategories(today: string) {
  const input = monthToDate(today);
  return useQuery({
    queryKey: statisticsKeys.call('category', input),
    queryFn: () => statisticsApi.category(input),
    enabled: usePermissions().has('statistics:category'),
  }).data;
}

export function useMonthGoods(today: string, by: RankBy) {
  const input = { ...monthToDate(today), top: 10, by };
  return useQuery({
    queryKey: statisticsKeys.call('goodsRank', input),
    queryFn: () => statisticsApi.goodsRank(input),
    enabled: usePermissions().has('statistics:goodsRank'),
  }).data;
}

export function useMonthVips(today: string) {
  const input = { ...monthToDate(today), top: 10, by: 'amount' as const };
  return useQuery({
    queryKey: statisticsKeys.call('vipRank', input),
    queryFn: () => statisticsApi.vipRank(input),
    enabled: usePermissions().has('statistics:vipRank'),
  }).data;
}
