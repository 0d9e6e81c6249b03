import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { nameOr } from '../../report/shared/labels.ts';
import { rankOption } from '../../report/shared/options.ts';
import { lastDays } from '../../report/shared/ranges.ts';

/** The ten best sellers of the last 30 business days by net sales (at one stock location, or at all). */
export function TopGoodsCard({
  today,
  locationId,
  height = 320,
}: {
  today: string;
  locationId?: number | undefined;
  height?: number;
}) {
  const { t } = useTranslation();
  const input = { ...lastDays(today, 30), locationId: locationId ?? null, top: 10, by: 'amount' as const };
  const { data = [] } = useQuery({
    queryKey: statisticsKeys.call('goodsRank', input),
    queryFn: () => statisticsApi.goodsRank(input),
  });
  const option = useMemo(
    () =>
      rankOption(
        data.map((g) => ({ name: nameOr(t, g.goodsName), value: g.netAmount })),
        t('reports.col.netAmount'),
        true,
      ),
    [data, t],
  );
  return (
    <Card size="small" title={t('reports.chart.goods')}>
      {data.length ? (
        <Chart option={option} height={height} title={t('reports.chart.goods')} />
      ) : (
        <Empty description={t('reports.noData')} />
      )}
    </Card>
  );
}
