import { UserOutlined } from '@ant-design/icons';
import type { UserPageItem } from '@retail/contracts/api/system/user';
import { Avatar } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { userApi } from '../../../api/system/user.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag } from '../../../components/display/EnumTag.tsx';
import { actionColumn } from '../../../components/list/actionColumn.tsx';
import { i18n } from '../../../i18n/index.ts';
import { auditColumns } from '../admin-kit/auditColumns.tsx';
import { statusColumn } from '../admin-kit/statusColumn.tsx';
import { accountTypeTags } from './accountTypes.ts';

/** The user table's columns; `actions` renders the last one. */
export function userColumns(
  reload: () => void,
  actions: (row: UserPageItem) => ReactNode,
): ColumnsType<UserPageItem> {
  const t = i18n.t.bind(i18n);
  const types = accountTypeTags();
  return [
    {
      title: t('system.user.avatar'),
      dataIndex: 'avatar',
      width: 64,
      render: (src: string | null) => <Avatar src={src || undefined} icon={<UserOutlined />} />,
    },
    { title: t('system.user.account'), dataIndex: 'account', key: 'account', sorter: true },
    { title: t('system.user.realName'), dataIndex: 'realName', key: 'realName', sorter: true },
    { title: t('system.user.phone'), dataIndex: 'phone', key: 'phone', sorter: true },
    {
      title: t('system.user.accountType'),
      dataIndex: 'accountType',
      render: (v: number) => <EnumTag value={v} options={types} />,
    },
    { title: t('system.user.roles'), dataIndex: 'roleNames', ellipsis: true },
    { title: t('system.user.org'), dataIndex: 'orgName' },
    { title: t('system.user.pos'), dataIndex: 'posName' },
    statusColumn<UserPageItem>({
      code: 'sysUser:setStatus',
      askIn: 'user',
      name: (row) => `${row.realName} (${row.account})`,
      setStatus: userApi.setStatus,
      onChanged: reload,
      sortable: true,
    }),
    { title: t('ui.orderNo'), dataIndex: 'orderNo', key: 'orderNo', sorter: true },
    {
      title: t('system.user.lastLogin'),
      dataIndex: 'lastLoginTime',
      key: 'lastLoginTime',
      sorter: true,
      render: (v: string | null) => <DateTimeText value={v} />,
    },
    ...auditColumns<UserPageItem>(),
    actionColumn(actions),
  ];
}
