import type { StocktakeOutput } from '@retail/contracts/api/retail/stocktake';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import { i18n } from '../../../i18n/index.ts';
import { stocktakeDetailPath, stocktakeStatusOptions, uncountedLabel } from './enums.ts';

/** Columns of the stocktake list; sortable keys are the server's sort fields. */
export function stocktakeColumns(canOpen: boolean): ColumnsType<StocktakeOutput> {
  const t = i18n.t;
  const statuses = stocktakeStatusOptions();
  return [
    {
      title: t('stocktake.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, row) => (canOpen ? <Link to={stocktakeDetailPath(row.id)}>{no}</Link> : no),
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <EnumTag value={status} options={statuses} />,
    },
    { title: t('stocktake.location'), dataIndex: 'locationName' },
    {
      title: t('stocktake.scope'),
      dataIndex: 'categoryName',
      render: (name: string | null, row) => (row.categoryId ? name : t('stocktake.allGoods')),
    },
    timeColumn(t('stocktake.freezeTime'), 'freezeTime', { sortable: true }),
    {
      title: t('stocktake.progress'),
      key: 'countedCount',
      dataIndex: 'countedCount',
      sorter: true,
      align: 'right',
      render: (counted: number, row) => `${counted} / ${row.lineCount}`,
    },
    {
      title: t('stocktake.varianceQty'),
      dataIndex: 'totalVarianceQty',
      key: 'totalVarianceQty',
      sorter: true,
      align: 'right',
    },
    moneyColumn(t('stocktake.varianceValue'), 'totalVarianceValue', { sortable: true }),
    {
      title: t('stocktake.uncountedChoice'),
      dataIndex: 'uncounted',
      render: (choice: string | null) => uncountedLabel(choice),
    },
    { title: t('stocktake.postedUser'), dataIndex: 'postedUserName' },
    timeColumn(t('stocktake.postedTime'), 'postedTime', { sortable: true }),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
  ];
}
