import type { CategoryStatsRow } from '@retail/contracts/api/retail/statistics';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { NetFigures } from '../../../api/statistics.ts';
import { yuanText } from '../../../components/display/format.ts';
import { netColumns, sumCount, sumYuan } from '../shared/columns.tsx';

const COUNTS = new Set<keyof NetFigures>(['qty', 'refundQty', 'netQty']);

/** Per category figures with a totals row. */
export function CategoryTable({ rows, loading }: { rows: CategoryStatsRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const figures = netColumns<CategoryStatsRow>(t);
  const columns: ColumnsType<CategoryStatsRow> = [
    {
      title: t('reports.col.category'),
      dataIndex: 'categoryName',
      key: 'categoryName',
      render: (name: string | null) => name || t('reports.uncategorised'),
    },
    ...figures,
  ];
  const total = (key: keyof NetFigures) =>
    COUNTS.has(key) ? String(sumCount(rows, (r) => r[key])) : yuanText(sumYuan(rows, (r) => r[key]));
  return (
    <Table<CategoryStatsRow>
      className="report-categories"
      size="small"
      rowKey={(row) => String(row.categoryId)}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() =>
        rows.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('reports.total')}</Table.Summary.Cell>
            {figures.map((column, index) => (
              <Table.Summary.Cell key={String(column.key)} index={index + 1} align="right">
                {total(column.key as keyof NetFigures)}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
