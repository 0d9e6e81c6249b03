import type { StockLogOutput } from '@retail/contracts/api/retail/barcode-stock';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';
import { sourcePath, stockLogKindOptions } from './kinds.ts';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';

export function stockLogColumns(): ColumnsType<StockLogOutput> {
  const t = i18n.t;
  const kinds = stockLogKindOptions();
  return [
    timeColumn(t('catalog.stockLog.time'), 'createTime', { sortable: true }),
    { title: t('catalog.stock.location'), dataIndex: 'locationName', key: 'locationName' },
    { title: t('catalog.stockLog.barcode'), dataIndex: 'barcode', key: 'barcode', sorter: true },
    { title: t('catalog.goods.code'), dataIndex: 'goodsCode', key: 'goodsCode' },
    { title: t('catalog.goods.name'), dataIndex: 'goodsName', key: 'goodsName' },
    {
      title: `${t('catalog.barcode.color')} / ${t('catalog.barcode.size')}`,
      key: 'variant',
      render: (_: unknown, row) => [row.color, row.size].filter(Boolean).join(' / '),
    },
    {
      title: t('catalog.stockLog.kind'),
      dataIndex: 'kind',
      key: 'kind',
      sorter: true,
      render: (kind: number) => <EnumTag value={kind} options={kinds} />,
    },
    { title: t('catalog.stockLog.qtyBefore'), dataIndex: 'qtyBefore', key: 'qtyBefore', align: 'right' },
    {
      title: t('catalog.stockLog.delta'),
      dataIndex: 'delta',
      key: 'delta',
      sorter: true,
      align: 'right',
      render: (delta: number) => (
        <span
          className={delta < 0 ? 'stock-delta-out' : 'stock-delta-in'}
          style={{ color: delta < 0 ? '#cf1322' : '#389e0d' }}
        >
          {delta > 0 ? `+${delta}` : delta}
        </span>
      ),
    },
    { title: t('catalog.stockLog.qtyAfter'), dataIndex: 'qtyAfter', key: 'qtyAfter', align: 'right' },
    moneyColumn(t('catalog.stockLog.unitCost'), 'unitCost'),
    moneyColumn(t('catalog.stock.avgCost'), 'avgCostAfter'),
    {
      title: t('catalog.stockLog.source'),
      key: 'source',
      render: (_: unknown, row) => {
        const path = sourcePath(row.sourceType, row.sourceId);
        const text = row.sourceNo ?? String(row.sourceId);
        return path ? <Link to={path}>{text}</Link> : text;
      },
    },
    { title: t('catalog.stockLog.operator'), dataIndex: 'createUserName', key: 'createUserName' },
    { title: t('ui.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
  ];
}
