import { useQuery } from '@tanstack/react-query';
import { Card, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, mobileApi, type RankBy } from '../../../../api/mobile.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { Chart } from '../../../../components/chart/Chart.tsx';
import { rankOption } from '../parts/options.ts';
import { QueryState } from '../parts/QueryState.tsx';
import { RankBySwitch } from '../parts/RankBySwitch.tsx';
import { ReportFrame } from '../parts/ReportFrame.tsx';

const TOP = 10;

/** Goods ranking: the best sellers of the period by net amount or net quantity. */
export default function GoodsSumm() {
  return <ReportFrame initial="week">{(range) => <GoodsRank range={range} />}</ReportFrame>;
}

function GoodsRank({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<RankBy>('amount');
  const rank = useQuery({
    queryKey: ['mobile', 'report', 'goodsRank', range, by],
    queryFn: ({ signal }) => mobileApi.goodsRank({ ...range, top: TOP, by }, signal),
  });
  return (
    <>
      <div className="mobile-section">
        <RankBySwitch value={by} onChange={setBy} />
      </div>
      <QueryState query={rank} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <>
            <Card className="mobile-section">
              <Chart
                title={t('menu.mobileGoodsSumm')}
                height={Math.max(160, rows.length * 28)}
                option={rankOption(
                  rows.map((row) => ({
                    name: row.goodsName ?? t('mobile.report.noName'),
                    value: by === 'qty' ? row.netQty : row.netAmount,
                  })),
                )}
              />
            </Card>
            <List className="mobile-section" data-testid="goods-rank">
              {rows.map((row, index) => (
                <List.Item
                  key={row.goodsId}
                  prefix={<span className="report-rank-no">{index + 1}</span>}
                  description={`${row.goodsCode ?? ''} · ${t('mobile.report.qty')} ${row.netQty} · ${t('mobile.report.grossProfit')} ${yuanText(row.grossProfit)}`}
                  extra={<span className="mobile-money">{yuanText(row.netAmount)}</span>}
                >
                  {row.goodsName ?? t('mobile.report.noName')}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </>
  );
}
