import type { GoodsStatsRow } from '@retail/contracts/api/retail/statistics';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { nameOr } from '../shared/labels.ts';
import { netColumns } from '../shared/columns.tsx';

/** Product statistics columns; every figure sorts on the server. */
export function productColumns(t: TFunction): ColumnsType<GoodsStatsRow> {
  return [
    { title: t('reports.col.goodsCode'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    {
      title: t('reports.col.goodsName'),
      dataIndex: 'goodsName',
      key: 'goodsName',
      sorter: true,
      render: (name: string | null) => nameOr(t, name),
    },
    {
      title: t('reports.col.category'),
      dataIndex: 'categoryName',
      key: 'categoryName',
      render: (name: string | null) => name || t('reports.uncategorised'),
    },
    ...netColumns<GoodsStatsRow>(t, true),
  ];
}
