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

/** Member ranking: the members who bought most in the period, by net amount or net quantity. */
export default function VipSumm() {
  return <ReportFrame initial="month">{(range) => <VipRank range={range} />}</ReportFrame>;
}

function VipRank({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<RankBy>('amount');
  const rank = useQuery({
    queryKey: ['mobile', 'report', 'vipRank', range, by],
    queryFn: ({ signal }) => mobileApi.vipRank({ ...range, top: TOP, by }, signal),
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
                title={t('menu.mobileVipSumm')}
                height={Math.max(160, rows.length * 28)}
                option={rankOption(
                  rows.map((row) => ({
                    name: row.name ?? row.cardNo ?? t('mobile.report.noName'),
                    value: by === 'qty' ? row.netQty : row.netAmount,
                  })),
                )}
              />
            </Card>
            <List className="mobile-section" data-testid="vip-rank">
              {rows.map((row, index) => (
                <List.Item
                  key={row.vipId}
                  prefix={<span className="report-rank-no">{index + 1}</span>}
                  description={`${row.cardNo ?? ''}${row.mobile ? ` · ${row.mobile}` : ''} · ${t('mobile.report.orders')} ${row.orders} · ${t('mobile.report.qty')} ${row.netQty}`}
                  extra={<span className="mobile-money">{yuanText(row.netAmount)}</span>}
                >
                  {row.name ?? t('mobile.report.noName')}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </>
  );
}
