import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSum } from '../../../api/statistics.ts';
import { Chart } from '../../../components/chart/Chart.tsx';
import { payMethodLabel } from '../../report/shared/labels.ts';
import { pieOption } from '../../report/shared/options.ts';

/** The last 30 days' takings by payment method. */
export function PaymentCard({ payments, height = 320 }: { payments: PaymentSum[]; height?: number }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      pieOption(
        t('reports.chart.payment'),
        payments.map((p) => ({ name: payMethodLabel(t, p.method), value: p.amount })),
      ),
    [payments, t],
  );
  return (
    <Card size="small" title={t('reports.chart.payment')}>
      {payments.length ? (
        <Chart option={option} height={height} title={t('reports.chart.payment')} />
      ) : (
        <Empty description={t('reports.noData')} />
      )}
    </Card>
  );
}
