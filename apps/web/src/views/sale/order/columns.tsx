import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { SaleOrder } from '../../../api/sale-order.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import type { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { fen, yuanOf } from '../../../components/retail-docs/money.ts';
import { orderDetailPath } from './paths.ts';

/** Columns of the sales order list; sortable keys are the server's sort fields. */
export function orderColumns(
  t: TFunction,
  enums: ReturnType<typeof useDocEnums>,
  canOpen: boolean,
): ColumnsType<SaleOrder> {
  return [
    {
      title: t('retailDocs.sale.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, order) => (canOpen ? <Link to={orderDetailPath(order.id)}>{no}</Link> : no),
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: SaleOrder['status']) => <EnumTag value={status} options={enums.saleStatus} />,
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
    {
      title: t('retailDocs.sale.listAmount'),
      dataIndex: 'listAmount',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    {
      title: t('retailDocs.sale.discount'),
      key: 'discount',
      align: 'right',
      render: (_, order) => yuanOf(fen(order.lineDiscount) + fen(order.orderDiscount)),
    },
    {
      title: t('retailDocs.sale.amount'),
      dataIndex: 'amount',
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    {
      title: t('retailDocs.sale.refundAmount'),
      dataIndex: 'refundAmount',
      align: 'right',
      render: (value: number) => <YuanText value={value} />,
    },
    { title: t('retailDocs.sale.cashier'), dataIndex: 'createUserName' },
    {
      title: t('retailDocs.sale.time'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value: string) => <DateTimeText value={value} />,
    },
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
  ];
}
