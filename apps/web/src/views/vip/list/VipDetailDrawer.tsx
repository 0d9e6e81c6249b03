import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipApi, vipKeys } from '../../../api/vip.ts';
import { usePermissions } from '../../../components/permission/usePermissions.ts';
import { DateTimeText } from '../../../components/display/DateTimeText.tsx';
import { EnumTag, type EnumOption } from '../../../components/display/EnumTag.tsx';
import { YuanText } from '../../../components/display/YuanText.tsx';
import { BalanceHistory } from './BalanceHistory.tsx';
import { GoodsRank } from './GoodsRank.tsx';

interface Props {
  vipId: number | null;
  levels: Record<string, EnumOption>;
  onClose(): void;
}

/** A member's card: profile and totals, balance history and goods ranking. */
export function VipDetailDrawer({ vipId, levels, onClose }: Props) {
  const { t } = useTranslation();
  const auth = usePermissions();
  const detail = useQuery({
    queryKey: vipKeys.call('detail', vipId),
    queryFn: () => vipApi.detail(vipId as number),
    enabled: vipId !== null,
  });
  const vip = detail.data;
  return (
    <Drawer
      open={vipId !== null}
      onClose={onClose}
      width={960}
      title={vip ? `${vip.name} ${vip.cardNo}` : ''}
      // each opening shows fresh history and ranking
      destroyOnHidden
      data-testid="vip-detail"
    >
      {vip ? (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('retailDocs.vip.mobile')}>{vip.mobile}</Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.level')}>
              <EnumTag value={vip.level} options={levels} />
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.balance')}>
              <span data-testid="vip-detail-balance">
                <YuanText value={vip.balance} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.points')}>{vip.points}</Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.totalTopUp')}>
              <YuanText value={vip.totalTopUp} />
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.totalConsume')}>
              <YuanText value={vip.totalConsume} />
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.orderCount')}>{vip.orderCount}</Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.lastVisit')}>
              <DateTimeText value={vip.lastVisitTime} />
            </Descriptions.Item>
            <Descriptions.Item label={t('retailDocs.vip.birthday')}>{vip.birthday}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              ...(auth.has('vip:balanceLog')
                ? [
                    {
                      key: 'balance',
                      label: t('retailDocs.vip.balanceHistory'),
                      children: <BalanceHistory vipId={vip.id} />,
                    },
                  ]
                : []),
              { key: 'rank', label: t('retailDocs.vip.goodsRank'), children: <GoodsRank vipId={vip.id} /> },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
