import type { AdjustOutput } from '@retail/contracts/api/retail/stock-adjust';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import type { useDocEnums } from '../../../components/retail-docs/enums.ts';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';
import { AwaitingApprovalTag, awaitsApproval } from './AdjustActions.tsx';

export const adjustDetailPath = (id: number) => `/stock/adjust/detail/${id}`;

/** Columns of the stock adjustment list; sortable keys are the server's sort fields. */
export function adjustColumns(
  t: TFunction,
  enums: ReturnType<typeof useDocEnums>,
  canOpen: boolean,
): ColumnsType<AdjustOutput> {
  return [
    {
      title: t('retailDocs.adjust.no'),
      dataIndex: 'no',
      key: 'no',
      sorter: true,
      fixed: 'left',
      render: (no: string, doc) => (canOpen ? <Link to={adjustDetailPath(doc.id)}>{no}</Link> : no),
    },
    {
      title: t('retailDocs.adjust.kind'),
      dataIndex: 'kind',
      key: 'kind',
      sorter: true,
      render: (kind: AdjustOutput['kind']) => <EnumTag value={kind} options={enums.adjustKind} />,
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (status: AdjustOutput['status'], doc) => (
        <>
          <EnumTag value={status} options={enums.adjustStatus} />
          {awaitsApproval(doc) ? <AwaitingApprovalTag /> : null}
        </>
      ),
    },
    { title: t('retailDocs.adjust.location'), dataIndex: 'locationName', key: 'locationName' },
    { title: t('retailDocs.adjust.supplier'), dataIndex: 'supplierName' },
    { title: t('retailDocs.common.totalQty'), dataIndex: 'totalQty', align: 'right' },
    moneyColumn(t('retailDocs.adjust.totalCost'), 'totalCost'),
    { title: t('ui.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('retailDocs.common.creator'), dataIndex: 'createUserName' },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
    timeColumn(t('retailDocs.adjust.confirmTime'), 'confirmTime', { sortable: true }),
  ];
}
