import type { PurchaseOutput } from '@retail/contracts/api/retail/purchase';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import type { usePurchaseEnums } from '../shared/enums.ts';

export const orderDetailPath = (id: number) => `/purchase/order/detail/${id}`;

/** Columns of the purchase order list; sortable keys are the server's sort fields. */
export function orderColumns(
  t: TFunction,
  enums: ReturnType<typeof usePurchaseEnums>,
  canOpen: boolean,
): ColumnsType<PurchaseOutput> {
  return [
    {
      title: t('purchase.order.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, doc) =>
        canOpen ? (
          <Link to={orderDetailPath(doc.id)} data-testid={`po-open-${no}`}>
            {no}
          </Link>
        ) : (
          no
        ),
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <EnumTag value={status} options={enums.orderStatus} />,
    },
    { title: t('purchase.common.supplier'), dataIndex: 'supplierName', key: 'supplierName', sorter: true },
    { title: t('purchase.common.location'), dataIndex: 'locationName' },
    { title: t('purchase.order.expectedDate'), dataIndex: 'expectedDate', key: 'expectedDate', sorter: true },
    { title: t('purchase.order.totalQty'), dataIndex: 'totalQty', align: 'right' },
    moneyColumn(t('purchase.order.totalAmount'), 'totalAmount', { sortable: true }),
    { title: t('purchase.order.receivedQty'), dataIndex: 'receivedQty', align: 'right' },
    moneyColumn(t('purchase.order.receivedAmount'), 'receivedAmount'),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('purchase.common.creator'), dataIndex: 'createUserName' },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    timeColumn(t('purchase.order.approveTime'), 'approveTime', { sortable: true }),
  ];
}
