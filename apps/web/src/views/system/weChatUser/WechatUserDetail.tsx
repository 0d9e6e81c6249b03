import { useQuery } from '@tanstack/react-query';
import { Avatar, Descriptions, Drawer, Spin, Tag } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { wechatUserApi, wechatUserKeys } from '../../../api/system/wechat-user.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { displayName, PlatformTag, vipLabel } from './columns.tsx';

interface Props {
  id: number | null;
  onClose(): void;
}

/** One WeChat user: the profile WeChat gave, the bound member, and the local remark. */
export function WechatUserDetail({ id, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: wechatUserKeys.call('detail', id),
    queryFn: () => wechatUserApi.detail(id as number),
    enabled: id !== null,
  });
  const row = detail.data;
  const sex = row?.sex === 0 || row?.sex === 1 || row?.sex === 2 ? t(`wechat.sexes.${row.sex}`) : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      destroyOnHidden
      title={row ? t('wechat.detailTitle', { name: displayName(row, t) }) : ''}
      data-testid="wechat-detail"
    >
      {row ? (
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('wechat.avatar')} span={2}>
            <Avatar size={64} src={row.avatar ?? undefined} icon={<UserOutlined />} />
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.nickName')}>{displayName(row, t)}</Descriptions.Item>
          <Descriptions.Item label={t('wechat.platformType')}>
            <PlatformTag type={row.platformType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.openId')} span={2}>
            {row.openId}
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.unionId')} span={2}>
            {row.unionId}
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.appId')}>{row.appId}</Descriptions.Item>
          <Descriptions.Item label={t('wechat.mobile')}>{row.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('wechat.sex')}>{sex}</Descriptions.Item>
          <Descriptions.Item label={t('wechat.language')}>{row.language}</Descriptions.Item>
          <Descriptions.Item label={t('wechat.region')} span={2}>
            {[row.country, row.province, row.city].filter(Boolean).join(' ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.vip')} span={2}>
            {row.vipId === null ? t('wechat.notBound') : <Tag color="gold">{vipLabel(row) ?? row.vipId}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.subscribe')}>
            {row.subscribe === null ? null : t(row.subscribe ? 'ui.yes' : 'ui.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.subscribeTime')}>
            <DateTimeText value={row.subscribeTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('wechat.lastLoginTime')}>
            <DateTimeText value={row.lastLoginTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('ui.createTime')}>
            <DateTimeText value={row.createTime} />
          </Descriptions.Item>
          <Descriptions.Item label={t('ui.remark')} span={2}>
            {row.remark}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
