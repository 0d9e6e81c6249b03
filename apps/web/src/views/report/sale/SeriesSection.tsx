import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalePeriod } from '../../../api/statistics.ts';
import { ChartTableCard } from '../shared/ChartTableCard.tsx';
import { countColumn, moneyColumn } from '../shared/columns.tsx';
import { trendOption } from '../shared/options.ts';

/** Sales per day, week or month: bars of gross and net sales with the order count as a line. */
export function SeriesSection({ series }: { series: SalePeriod[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      trendOption(
        series.map((s) => s.period),
        [
          { name: t('reports.col.grossSales'), data: series.map((s) => s.grossSales), money: true },
          { name: t('reports.col.netSales'), data: series.map((s) => s.netSales), money: true },
        ],
        { name: t('reports.col.orders'), data: series.map((s) => s.orders) },
      ),
    [series, t],
  );
  const columns = [
    { title: t('reports.col.period'), dataIndex: 'period', key: 'period' },
    countColumn<SalePeriod>(t('reports.col.orders'), 'orders'),
    moneyColumn<SalePeriod>(t('reports.col.grossSales'), 'grossSales'),
    moneyColumn<SalePeriod>(t('reports.col.refunds'), 'refunds'),
    moneyColumn<SalePeriod>(t('reports.col.netSales'), 'netSales'),
    countColumn<SalePeriod>(t('reports.col.items'), 'items'),
  ];
  return (
    <ChartTableCard
      title={t('reports.sale.trend')}
      chartTitle={t('reports.sale.trend')}
      option={option}
      empty={series.every((s) => s.orders === 0 && s.refunds === 0)}
    >
      <Table<SalePeriod>
        className="report-series"
        size="small"
        rowKey="period"
        columns={columns}
        dataSource={series}
        pagination={series.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
        scroll={{ x: 'max-content', y: 360 }}
      />
    </ChartTableCard>
  );
}
