import type { SaleOrderOutput } from '@retail/contracts/api/retail/sale-order';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import type { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { fen, yuanOf } from '../../../components/retail-docs/money.ts';
import { OrderKindTag } from './OrderKindTag.tsx';
import { orderDetailPath } from './paths.ts';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';

/** Columns of the sales order list; sortable keys are the server's sort fields. */
export function orderColumns(
  t: TFunction,
  enums: ReturnType<typeof useDocEnums>,
  canOpen: boolean,
): ColumnsType<SaleOrderOutput> {
  return [
    {
      title: t('retailDocs.sale.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, order) => (
        <>
          {canOpen ? <Link to={orderDetailPath(order.id)}>{no}</Link> : no} <OrderKindTag kind={order.kind} />
        </>
      ),
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: SaleOrderOutput['status']) => <EnumTag value={status} options={enums.saleStatus} />,
    },
    {
      title: t('retailDocs.sale.member'),
      key: 'member',
      render: (_, order) => (order.vipName ? `${order.vipName} (${order.vipCardNo ?? ''})` : ''),
    },
    {
      title: t('retailDocs.common.totalQty'),
      dataIndex: 'totalQty',
      key: 'totalQty',
      sorter: true,
      align: 'right',
    },
    moneyColumn(t('retailDocs.sale.listAmount'), 'listAmount'),
    {
      title: t('retailDocs.sale.discount'),
      key: 'discount',
      align: 'right',
      render: (_, order) => yuanOf(fen(order.lineDiscount) + fen(order.orderDiscount)),
    },
    moneyColumn(t('retailDocs.sale.amount'), 'amount', { sortable: true }),
    moneyColumn(t('retailDocs.sale.refundAmount'), 'refundAmount'),
    { title: t('retailDocs.sale.cashier'), dataIndex: 'createUserName' },
    timeColumn(t('retailDocs.sale.time'), 'createTime', { sortable: true }),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
  ];
}
