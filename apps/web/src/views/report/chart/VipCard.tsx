import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { nameOr } from '../shared/labels.ts';
import { rankOption } from '../shared/options.ts';
import { lastDays } from '../shared/ranges.ts';

/** The ten members who bought most over the last 30 business days. */
export function VipCard({ today, locationId }: { today: string; locationId?: number | undefined }) {
  const { t } = useTranslation();
  const input = { ...lastDays(today, 30), locationId: locationId ?? null, top: 10, by: 'amount' as const };
  const { data = [] } = useQuery({
    queryKey: statisticsKeys.call('vipRank', input),
    queryFn: () => statisticsApi.vipRank(input),
  });
  const option = useMemo(
    () =>
      rankOption(
        data.map((v) => ({ name: nameOr(t, v.name ?? v.cardNo), value: v.netAmount })),
        t('reports.col.netAmount'),
        true,
      ),
    [data, t],
  );
  return (
    <Card size="small" title={t('reports.chart.vip')}>
      {data.length ? (
        <Chart option={option} height={320} title={t('reports.chart.vip')} />
      ) : (
        <Empty description={t('reports.noData')} />
      )}
    </Card>
  );
}
