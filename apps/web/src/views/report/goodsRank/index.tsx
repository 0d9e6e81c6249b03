import type { GoodsStatsRow } from '@retail/contracts/api/retail/statistics';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsExport } from '../../../api/statistics.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { netColumns } from '../shared/columns.tsx';
import { nameOr } from '../shared/labels.ts';
import { RankReport } from '../shared/RankReport.tsx';

/** Goods ranking (/report/goodsRank): the best sellers by net sales or net quantity. */
export default function GoodsRankScreen() {
  const { t } = useTranslation();
  return (
    <BusinessDateGate>
      {(today) => (
        <RankReport<GoodsStatsRow>
          today={today}
          name="goodsRank"
          fetch={statisticsApi.goodsRank}
          exportUrl={statisticsExport.goodsRank}
          exportFileName="goods-ranking.xlsx"
          title={t('reports.goodsRank.chart')}
          rowKey="goodsId"
          bar={(row, by) => ({
            name: nameOr(t, row.goodsName),
            value: by === 'qty' ? row.netQty : row.netAmount,
          })}
          columns={[
            { title: t('reports.col.goodsCode'), dataIndex: 'goodsCode', key: 'goodsCode' },
            {
              title: t('reports.col.goodsName'),
              dataIndex: 'goodsName',
              key: 'goodsName',
              render: (name: string | null) => nameOr(t, name),
            },
            {
              title: t('reports.col.category'),
              dataIndex: 'categoryName',
              key: 'categoryName',
              render: (name: string | null) => name || t('reports.uncategorised'),
            },
            ...netColumns<GoodsStatsRow>(t),
          ]}
        />
      )}
    </BusinessDateGate>
  );
}
