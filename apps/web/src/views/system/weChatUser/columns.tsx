import UserOutlined from '@ant-design/icons/UserOutlined';
import type { WechatUserOutput } from '@retail/contracts/api/system/wechat-user';
import { Avatar, Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/list/columns.tsx';

/** The nickname a row shows: WeChat's, or a placeholder while the member has not shared it. */
export const displayName = (row: WechatUserOutput, t: TFunction) => row.nickName ?? t('wechat.noName');

/** The member a row is bound to, as "card number name". */
export const vipLabel = (row: WechatUserOutput) =>
  row.vipCardNo ? `${row.vipCardNo} ${row.vipName ?? ''}`.trim() : null;

/** A platform type (1 official account, 2 mini-program, 3 web) as a tag. */
export function PlatformTag({ type }: { type: number }) {
  const { t } = useTranslation();
  const known = type === 1 || type === 2 || type === 3;
  return <Tag color={type === 2 ? 'green' : 'blue'}>{known ? t(`wechat.platformTypes.${type}`) : type}</Tag>;
}

/** The list's columns; `onOpen` shows a row's detail. */
export function wechatUserColumns(
  t: TFunction,
  onOpen: (row: WechatUserOutput) => void,
): ColumnsType<WechatUserOutput> {
  return [
    {
      title: t('wechat.avatar'),
      dataIndex: 'avatar',
      width: 64,
      render: (avatar: string | null) => <Avatar src={avatar ?? undefined} icon={<UserOutlined />} />,
    },
    {
      title: t('wechat.nickName'),
      dataIndex: 'nickName',
      key: 'nickName',
      sorter: true,
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(row)}
          data-testid={`wechat-open-${row.openId}`}
        >
          {displayName(row, t)}
        </Button>
      ),
    },
    {
      title: t('wechat.openId'),
      dataIndex: 'openId',
      render: (openId: string) => <Typography.Text copyable={{ text: openId }}>{openId}</Typography.Text>,
    },
    { title: t('wechat.unionId'), dataIndex: 'unionId', ellipsis: true },
    {
      title: t('wechat.platformType'),
      dataIndex: 'platformType',
      key: 'platformType',
      sorter: true,
      render: (type: number) => <PlatformTag type={type} />,
    },
    { title: t('wechat.mobile'), dataIndex: 'mobile' },
    {
      title: t('wechat.vip'),
      dataIndex: 'vipCardNo',
      render: (_: unknown, row) =>
        row.vipId === null ? (
          <Typography.Text type="secondary">{t('wechat.notBound')}</Typography.Text>
        ) : (
          <Tag color="gold" data-testid={`wechat-vip-${row.openId}`}>
            {vipLabel(row) ?? row.vipId}
          </Tag>
        ),
    },
    {
      title: t('wechat.subscribe'),
      dataIndex: 'subscribe',
      render: (subscribe: boolean | null) =>
        subscribe === null ? null : (
          <Tag color={subscribe ? 'success' : 'default'}>{t(subscribe ? 'ui.yes' : 'ui.no')}</Tag>
        ),
    },
    timeColumn(t('wechat.lastLoginTime'), 'lastLoginTime', { sortable: true }),
  ];
}
