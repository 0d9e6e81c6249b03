import type { ReturnOutput } from '@retail/contracts/api/retail/purchase';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import type { usePurchaseEnums } from '../shared/enums.ts';

/** Columns of the supplier return list; sortable keys are the server's sort fields. */
export function returnColumns(
  t: TFunction,
  enums: ReturnType<typeof usePurchaseEnums>,
): ColumnsType<ReturnOutput> {
  return [
    { title: t('purchase.return.no'), dataIndex: 'no', key: 'no', sorter: true, fixed: 'left' },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number) => <EnumTag value={status} options={enums.returnStatus} />,
    },
    { title: t('purchase.common.supplier'), dataIndex: 'supplierName', key: 'supplierName', sorter: true },
    { title: t('purchase.common.location'), dataIndex: 'locationName' },
    { title: t('purchase.return.orderNo'), dataIndex: 'orderNo' },
    { title: t('purchase.return.totalQty'), dataIndex: 'totalQty', align: 'right' },
    moneyColumn(t('purchase.return.totalAmount'), 'totalAmount', { sortable: true }),
    moneyColumn(t('purchase.return.totalCost'), 'totalCost'),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('purchase.common.creator'), dataIndex: 'createUserName' },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    timeColumn(t('purchase.return.confirmTime'), 'confirmTime', { sortable: true }),
  ];
}
