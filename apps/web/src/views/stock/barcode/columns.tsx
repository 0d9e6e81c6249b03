import type { StockOutput } from '@retail/contracts/api/retail/barcode-stock';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { i18n } from '../../../i18n/index.ts';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';

export function stockColumns(): ColumnsType<StockOutput> {
  const t = i18n.t;
  return [
    { title: t('catalog.stock.location'), dataIndex: 'locationName', key: 'locationName', sorter: true },
    { title: t('catalog.barcode.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    { title: t('catalog.stock.goodsCode'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    { title: t('catalog.stock.goodsName'), dataIndex: 'goodsName', key: 'goodsName', sorter: true },
    { title: t('catalog.stock.category'), dataIndex: 'categoryName', key: 'categoryName' },
    { title: t('catalog.barcode.color'), dataIndex: 'color', key: 'color' },
    { title: t('catalog.barcode.size'), dataIndex: 'size', key: 'size' },
    { title: t('catalog.stock.unit'), dataIndex: 'unit', key: 'unit' },
    moneyColumn(t('catalog.stock.retailPrice'), 'retailPrice', { sortable: true }),
    moneyColumn(t('catalog.stock.memberPrice'), 'memberPrice'),
    {
      title: t('catalog.stock.qty'),
      dataIndex: 'qty',
      key: 'qty',
      sorter: true,
      align: 'right',
      render: (qty: number, row) => (
        <Space size={4} className={row.low ? 'stock-low' : undefined}>
          <span style={row.low ? { color: 'var(--ant-color-error, #ff4d4f)', fontWeight: 600 } : undefined}>
            {qty}
          </span>
          {row.low ? <Tag color="error">{t('catalog.stock.low')}</Tag> : null}
        </Space>
      ),
    },
    moneyColumn(t('catalog.stock.avgCost'), 'avgCost', { sortable: true }),
    moneyColumn(t('catalog.stock.value'), 'value'),
    {
      title: t('catalog.stock.minStock'),
      dataIndex: 'minStock',
      key: 'minStock',
      sorter: true,
      align: 'right',
    },
    {
      title: t('catalog.stock.maxStock'),
      dataIndex: 'maxStock',
      key: 'maxStock',
      align: 'right',
    },
    timeColumn(t('catalog.stock.updateTime'), 'updateTime', { sortable: true }),
    {
      title: t('ui.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Permitted code="barcodeStockLog:page">
          <Link to={`/stock/log?barcode=${encodeURIComponent(row.barcode)}&locationId=${row.locationId}`}>
            {t('catalog.stock.log')}
          </Link>
        </Permitted>
      ),
    },
  ];
}
