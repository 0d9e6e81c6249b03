import type { StockOutput } from '@retail/contracts/api/retail/barcode-stock';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { barcodeStockApi, barcodeStockKeys } from '../../../api/barcode-stock.ts';

/** The first few barcodes at or below their minimum stock, the lowest first. */
const LOW_STOCK = { page: 1, pageSize: 6, lowStock: true, field: 'qty', order: 'ascending' };

/** How many barcodes are at or below their minimum stock, the lowest first (at one stock location, or at all). */
export function LowStockCard({ locationId }: { locationId?: number | undefined }) {
  const { t } = useTranslation();
  const input = { ...LOW_STOCK, ...(locationId ? { locationId } : {}) };
  const { data, isLoading } = useQuery({
    queryKey: barcodeStockKeys.call('page', input),
    queryFn: () => barcodeStockApi.page(input),
  });
  const variant = (row: StockOutput) => [row.color, row.size].filter(Boolean).join(' / ');
  return (
    <Card
      size="small"
      title={t('reports.home.lowStock')}
      extra={<Link to="/stock/barcode">{t('reports.home.more')}</Link>}
      className="dashboard-low-stock"
    >
      <Typography.Paragraph type={data?.total ? 'warning' : 'secondary'}>
        {data?.total
          ? t('reports.home.lowStockCount', { count: data.total })
          : isLoading
            ? '\u00a0'
            : t('reports.home.noLowStock')}
      </Typography.Paragraph>
      {data?.items.length ? (
        <Table<StockOutput>
          size="small"
          rowKey="barcodeId"
          pagination={false}
          dataSource={data.items}
          columns={[
            { title: t('reports.home.barcode'), dataIndex: 'barcode', key: 'barcode' },
            {
              title: t('reports.col.goodsName'),
              key: 'goodsName',
              render: (_v, row) => [row.goodsName, variant(row)].filter(Boolean).join(' '),
            },
            { title: t('reports.home.stock'), dataIndex: 'qty', key: 'qty', align: 'right' },
            { title: t('reports.home.minStock'), dataIndex: 'minStock', key: 'minStock', align: 'right' },
          ]}
        />
      ) : null}
    </Card>
  );
}
