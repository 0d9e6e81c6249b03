import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalePeriod } from '../../../api/statistics.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { trendOption } from '../../report/shared/options.ts';

/** Net sales per day (bars) and orders (line) over the last 30 business days. */
export function TrendCard({ trend, height = 320 }: { trend: SalePeriod[]; height?: number }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      trendOption(
        trend.map((d) => d.period.slice(5)),
        [{ name: t('reports.col.netSales'), data: trend.map((d) => d.netSales), money: true }],
        { name: t('reports.col.orders'), data: trend.map((d) => d.orders) },
      ),
    [trend, t],
  );
  return (
    <Card size="small" title={t('reports.chart.trend')}>
      <Chart option={option} height={height} title={t('reports.chart.trend')} />
    </Card>
  );
}
