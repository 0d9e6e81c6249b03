import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKeys } from '../../../api/statistics.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { pieOption } from '../shared/options.ts';
import { lastDays } from '../shared/ranges.ts';

/** Net sales by category over the last 30 business days. */
export function CategoryCard({ today, locationId }: { today: string; locationId?: number | undefined }) {
  const { t } = useTranslation();
  const input = { ...lastDays(today, 30), locationId: locationId ?? null };
  const { data = [] } = useQuery({
    queryKey: statisticsKeys.call('category', input),
    queryFn: () => statisticsApi.category(input),
  });
  const slices = useMemo(
    () =>
      data
        .filter((c) => c.netAmount > 0)
        .map((c) => ({ name: c.categoryName || t('reports.uncategorised'), value: c.netAmount })),
    [data, t],
  );
  return (
    <Card size="small" title={t('reports.chart.category')}>
      {slices.length ? (
        <Chart
          option={pieOption(t('reports.chart.category'), slices)}
          height={320}
          title={t('reports.chart.category')}
        />
      ) : (
        <Empty description={t('reports.noData')} />
      )}
    </Card>
  );
}
