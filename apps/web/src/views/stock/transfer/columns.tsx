import type { TransferOutput } from '@retail/contracts/api/retail/stock-transfer';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import type { useTransferStatuses } from './status.ts';

export const transferDetailPath = (id: number) => `/stock/transfer/detail/${id}`;

/** Columns of the transfer list; sortable keys are the server's sort fields. */
export function transferColumns(
  t: TFunction,
  statuses: ReturnType<typeof useTransferStatuses>,
  canOpen: boolean,
): ColumnsType<TransferOutput> {
  return [
    {
      title: t('transfer.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, doc) => (canOpen ? <Link to={transferDetailPath(doc.id)}>{no}</Link> : no),
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: number, doc) => (
        <span data-testid={`transfer-status-${doc.no}`}>
          <EnumTag value={status} options={statuses} />
        </span>
      ),
    },
    { title: t('transfer.from'), dataIndex: 'fromLocationName' },
    { title: t('transfer.to'), dataIndex: 'toLocationName' },
    { title: t('transfer.totalQty'), dataIndex: 'totalQty', key: 'totalQty', align: 'right', sorter: true },
    { title: t('transfer.shippedQty'), dataIndex: 'shippedQty', align: 'right' },
    { title: t('transfer.receivedQty'), dataIndex: 'receivedQty', align: 'right' },
    { title: t('transfer.differenceQty'), dataIndex: 'differenceQty', align: 'right' },
    {
      title: t('transfer.inTransitQty'),
      dataIndex: 'inTransitQty',
      key: 'inTransitQty',
      align: 'right',
      sorter: true,
      render: (qty: number, doc) => <span data-testid={`transfer-transit-${doc.no}`}>{qty}</span>,
    },
    moneyColumn(t('transfer.totalCost'), 'totalCost'),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    timeColumn(t('transfer.shipTime'), 'shipTime', { sortable: true }),
    timeColumn(t('transfer.receiveTime'), 'receiveTime', { sortable: true }),
  ];
}
