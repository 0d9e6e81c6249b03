import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSum } from '../../../api/statistics.ts';
import { ChartTableCard } from '../shared/ChartTableCard.tsx';
import { countColumn, moneyColumn } from '../shared/columns.tsx';
import { nameOr } from '../shared/labels.ts';
import { barsOption } from '../shared/options.ts';

/** Orders, sales and refunds per cashier (the order's creator). */
export function StaffSection({ staff }: { staff: StaffSum[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      barsOption(
        staff.map((s) => nameOr(t, s.userName)),
        [
          { name: t('reports.col.netSales'), data: staff.map((s) => s.netSales), money: true },
          { name: t('reports.col.refunds'), data: staff.map((s) => s.refunds), money: true },
        ],
      ),
    [staff, t],
  );
  const columns = [
    {
      title: t('reports.col.staff'),
      dataIndex: 'userName',
      key: 'userName',
      render: (name: string | null) => nameOr(t, name),
    },
    countColumn<StaffSum>(t('reports.col.orders'), 'orders'),
    moneyColumn<StaffSum>(t('reports.col.grossSales'), 'grossSales'),
    moneyColumn<StaffSum>(t('reports.col.refunds'), 'refunds'),
    moneyColumn<StaffSum>(t('reports.col.netSales'), 'netSales'),
  ];
  return (
    <ChartTableCard
      title={t('reports.sale.byStaff')}
      chartTitle={t('reports.sale.byStaff')}
      option={option}
      empty={staff.length === 0}
      chartHeight={280}
    >
      <Table<StaffSum>
        className="report-staff"
        size="small"
        rowKey={(row) => String(row.userId)}
        columns={columns}
        dataSource={staff}
        pagination={false}
      />
    </ChartTableCard>
  );
}
