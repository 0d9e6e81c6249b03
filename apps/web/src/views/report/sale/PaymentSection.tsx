import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSum } from '../../../api/statistics.ts';
import { ChartTableCard } from '../shared/ChartTableCard.tsx';
import { moneyColumn, sumYuan } from '../shared/columns.tsx';
import { payMethodLabel } from '../shared/labels.ts';
import { pieOption } from '../shared/options.ts';

interface Row extends PaymentSum {
  label: string;
  share: string;
}

/** Money taken (refunds given back net) per payment method. */
export function PaymentSection({ payments }: { payments: PaymentSum[] }) {
  const { t } = useTranslation();
  const rows = useMemo<Row[]>(() => {
    const total = sumYuan(payments, (p) => p.amount);
    return payments.map((p) => ({
      ...p,
      label: payMethodLabel(t, p.method),
      share: total === 0 ? '' : `${((p.amount / total) * 100).toFixed(1)}%`,
    }));
  }, [payments, t]);
  const option = useMemo(
    () =>
      pieOption(
        t('reports.sale.byPayment'),
        rows.map((r) => ({ name: r.label, value: r.amount })),
      ),
    [rows, t],
  );
  const columns = [
    { title: t('reports.col.method'), dataIndex: 'label', key: 'label' },
    moneyColumn<Row>(t('reports.col.amount'), 'amount'),
    { title: t('reports.col.share'), dataIndex: 'share', key: 'share', align: 'right' as const },
  ];
  return (
    <ChartTableCard
      title={t('reports.sale.byPayment')}
      chartTitle={t('reports.sale.byPayment')}
      option={option}
      empty={rows.length === 0}
      chartHeight={280}
    >
      <Table<Row>
        className="report-payments"
        size="small"
        rowKey="method"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </ChartTableCard>
  );
}
