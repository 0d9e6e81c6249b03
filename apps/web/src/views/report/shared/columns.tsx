import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { NetFigures } from '../../../api/statistics.ts';
import { YuanText } from '../../../components/display/YuanText.tsx';

/** A right-aligned money column (yuan from the API, shown with two decimals). */
export function moneyColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  sorter = false,
): ColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    align: 'right',
    sorter,
    render: (value: number) => <YuanText value={value} />,
  };
}

export function countColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  sorter = false,
): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, align: 'right', sorter };
}

/** Quantity, sales, refunds, net, cost and gross profit of a goods or category row. */
export function netColumns<Row extends NetFigures>(t: TFunction, sorter = false): ColumnType<Row>[] {
  return [
    countColumn<Row>(t('reports.col.qty'), 'qty', sorter),
    moneyColumn<Row>(t('reports.col.salesAmount'), 'amount', sorter),
    countColumn<Row>(t('reports.col.refundQty'), 'refundQty', sorter),
    moneyColumn<Row>(t('reports.col.refundAmount'), 'refundAmount', sorter),
    countColumn<Row>(t('reports.col.netQty'), 'netQty', sorter),
    moneyColumn<Row>(t('reports.col.netAmount'), 'netAmount', sorter),
    moneyColumn<Row>(t('reports.col.cost'), 'cost', sorter),
    moneyColumn<Row>(t('reports.col.grossProfit'), 'grossProfit', sorter),
  ];
}

/** The sum of a money field in fen-exact arithmetic, back in yuan. */
export function sumYuan<Row>(rows: readonly Row[], pick: (row: Row) => number): number {
  return rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
}

export function sumCount<Row>(rows: readonly Row[], pick: (row: Row) => number): number {
  return rows.reduce((sum, row) => sum + pick(row), 0);
}
