import { useTranslation } from 'react-i18next';
import { statisticsApi } from '../../../../api/statistics.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { RankedReport } from '../parts/RankedReport.tsx';
import { ReportFrame } from '../parts/ReportFrame.tsx';

/** Goods ranking: the best sellers of the period by net amount or net quantity. */
export default function GoodsSumm() {
  const { t } = useTranslation();
  return (
    <ReportFrame initial="week">
      {(range) => (
        <RankedReport
          range={range}
          name="goods"
          title={t('menu.mobileGoodsSumm')}
          fetch={statisticsApi.goodsRank}
          rowKey={(row) => row.goodsId}
          label={(row) => row.goodsName ?? t('mobile.report.noName')}
          description={(row) =>
            `${row.goodsCode ?? ''} · ${t('mobile.report.qty')} ${row.netQty} · ${t('mobile.report.grossProfit')} ${yuanText(row.grossProfit)}`
          }
        />
      )}
    </ReportFrame>
  );
}
