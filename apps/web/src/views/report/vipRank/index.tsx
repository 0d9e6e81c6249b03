import type { VipRankRow } from '@retail/contracts/api/retail/statistics';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsExport } from '../../../api/statistics.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { countColumn, moneyColumn } from '../shared/columns.tsx';
import { nameOr } from '../shared/labels.ts';
import { RankReport } from '../shared/RankReport.tsx';

/** Member ranking (/report/vipRank): the members who bought most, by net sales or net quantity. */
export default function VipRankScreen() {
  const { t } = useTranslation();
  return (
    <BusinessDateGate>
      {(today) => (
        <RankReport<VipRankRow>
          today={today}
          name="vipRank"
          fetch={statisticsApi.vipRank}
          exportUrl={statisticsExport.vipRank}
          exportFileName="member-ranking.xlsx"
          title={t('reports.vipRank.chart')}
          rowKey="vipId"
          bar={(row, by) => ({
            name: nameOr(t, row.name ?? row.cardNo),
            value: by === 'qty' ? row.netQty : row.netAmount,
          })}
          columns={[
            { title: t('reports.col.cardNo'), dataIndex: 'cardNo', key: 'cardNo' },
            {
              title: t('reports.col.vipName'),
              dataIndex: 'name',
              key: 'name',
              render: (name: string | null) => nameOr(t, name),
            },
            { title: t('reports.col.mobile'), dataIndex: 'mobile', key: 'mobile' },
            countColumn<VipRankRow>(t('reports.col.orders'), 'orders'),
            countColumn<VipRankRow>(t('reports.col.netQty'), 'netQty'),
            moneyColumn<VipRankRow>(t('reports.col.netAmount'), 'netAmount'),
          ]}
        />
      )}
    </BusinessDateGate>
  );
}
