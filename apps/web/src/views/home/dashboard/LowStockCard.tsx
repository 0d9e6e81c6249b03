import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardApi, type LowStockRow } from './api.ts';

const SHOWN = 6;

/** How many barcodes are at or below their minimum stock, the lowest first. */
export function LowStockCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({
    queryKey: ['dashboard', 'lowStock'],
    queryFn: () => dashboardApi.lowStock(SHOWN),
  });
  const variant = (row: LowStockRow) => [row.color, row.size].filter(Boolean).join(' / ');
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
        <Table<LowStockRow>
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
