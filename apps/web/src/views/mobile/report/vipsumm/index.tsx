import { useTranslation } from 'react-i18next';
import { statisticsApi } from '../../../../api/statistics.ts';
import { RankedReport } from '../parts/RankedReport.tsx';
import { ReportFrame } from '../parts/ReportFrame.tsx';

/** Member ranking: the members who bought most in the period, by net amount or net quantity. */
export default function VipSumm() {
  const { t } = useTranslation();
  return (
    <ReportFrame initial="month">
      {(range) => (
        <RankedReport
          range={range}
          name="vip"
          title={t('menu.mobileVipSumm')}
          fetch={statisticsApi.vipRank}
          rowKey={(row) => row.vipId}
          label={(row) => row.name ?? t('mobile.report.noName')}
          chartLabel={(row) => row.name ?? row.cardNo ?? t('mobile.report.noName')}
          description={(row) =>
            `${row.cardNo ?? ''}${row.mobile ? ` · ${row.mobile}` : ''} · ${t('mobile.report.orders')} ${row.orders} · ${t('mobile.report.qty')} ${row.netQty}`
          }
        />
      )}
    </ReportFrame>
  );
}
