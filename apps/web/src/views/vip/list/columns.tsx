import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { Vip } from '../../../api/vip.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag, type EnumOption } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';

const money = (value: number) => <YuanText value={value} />;

/** Columns of the member list; sortable keys are the server's sort fields. */
export function vipColumns(
  t: TFunction,
  levels: Record<string, EnumOption>,
  statuses: Record<number, EnumOption>,
): ColumnsType<Vip> {
  return [
    { title: t('retailDocs.vip.cardNo'), dataIndex: 'cardNo', key: 'cardNo', sorter: true, fixed: 'left' },
    { title: t('retailDocs.vip.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('retailDocs.vip.mobile'), dataIndex: 'mobile' },
    {
      title: t('retailDocs.vip.level'),
      dataIndex: 'level',
      render: (level: string | null) => <EnumTag value={level} options={levels} />,
    },
    {
      title: t('retailDocs.vip.balance'),
      dataIndex: 'balance',
      key: 'balance',
      sorter: true,
      align: 'right',
      render: money,
    },
    { title: t('retailDocs.vip.points'), dataIndex: 'points', key: 'points', sorter: true, align: 'right' },
    {
      title: t('retailDocs.vip.totalConsume'),
      dataIndex: 'totalConsume',
      key: 'totalConsume',
      sorter: true,
      align: 'right',
      render: money,
    },
    {
      title: t('retailDocs.vip.orderCount'),
      dataIndex: 'orderCount',
      key: 'orderCount',
      sorter: true,
      align: 'right',
    },
    {
      title: t('retailDocs.vip.lastVisit'),
      dataIndex: 'lastVisitTime',
      key: 'lastVisitTime',
      sorter: true,
      render: (value: string | null) => <DateTimeText value={value} />,
    },
    {
      title: t('ui.status'),
      dataIndex: 'status',
      render: (status: number) => <EnumTag value={status} options={statuses} />,
    },
    {
      title: t('ui.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value: string) => <DateTimeText value={value} />,
    },
  ];
}
