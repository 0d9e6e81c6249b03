import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipApi, vipKeys } from '../../../api/vip.ts';
import { YuanText } from '../../../components/display/YuanText.tsx';

/** What the member buys most (net of refunds, cancelled orders left out). */
export function GoodsRank({ vipId }: { vipId: number }) {
  const { t } = useTranslation();
  const rank = useQuery({
    queryKey: vipKeys.call('goodsRank', vipId),
    queryFn: () => vipApi.goodsRank(vipId, 20),
  });
  return (
    <Table
      size="small"
      rowKey="goodsId"
      pagination={false}
      loading={rank.isFetching}
      dataSource={rank.data ?? []}
      locale={{ emptyText: rank.error?.message ?? t('ui.empty') }}
      data-testid="vip-goods-rank"
      columns={[
        { title: '#', key: 'rank', width: 50, render: (_, _row, index) => index + 1 },
        { title: t('retailDocs.common.goodsCode'), dataIndex: 'goodsCode' },
        { title: t('retailDocs.common.goodsName'), dataIndex: 'goodsName' },
        { title: t('retailDocs.common.qty'), dataIndex: 'qty', align: 'right' },
        {
          title: t('retailDocs.vip.rankAmount'),
          dataIndex: 'amount',
          align: 'right',
          render: (value: number) => <YuanText value={value} />,
        },
      ]}
    />
  );
}
