import type { VipOutput } from '@retail/contracts/api/retail/vip';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { EnumTag, type EnumOption } from '../../../components/display/EnumTag.tsx';
import { moneyColumn, timeColumn } from '../../../components/list/columns.tsx';

/** Columns of the member list; sortable keys are the server's sort fields. */
export function vipColumns(
  t: TFunction,
  levels: Record<string, EnumOption>,
  statuses: Record<number, EnumOption>,
): ColumnsType<VipOutput> {
  return [
    { title: t('retailDocs.vip.cardNo'), dataIndex: 'cardNo', key: 'cardNo', sorter: true, fixed: 'left' },
    { title: t('retailDocs.vip.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('retailDocs.vip.mobile'), dataIndex: 'mobile' },
    {
      title: t('retailDocs.vip.level'),
      dataIndex: 'level',
      render: (level: string | null) => <EnumTag value={level} options={levels} />,
    },
    moneyColumn(t('retailDocs.vip.balance'), 'balance', { sortable: true }),
    { title: t('retailDocs.vip.points'), dataIndex: 'points', key: 'points', sorter: true, align: 'right' },
    moneyColumn(t('retailDocs.vip.totalConsume'), 'totalConsume', { sortable: true }),
    {
      title: t('retailDocs.vip.orderCount'),
      dataIndex: 'orderCount',
      key: 'orderCount',
      sorter: true,
      align: 'right',
    },
    timeColumn(t('retailDocs.vip.lastVisit'), 'lastVisitTime', { sortable: true }),
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (status: number) => <EnumTag value={status} options={statuses} />,
    },
    timeColumn(t('ui.createTime'), 'createTime', { sortable: true }),
  ];
}
