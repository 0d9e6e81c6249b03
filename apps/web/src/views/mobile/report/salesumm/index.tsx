import type { SaleSummaryOutput } from '@retail/contracts/api/retail/statistics';
import { useQuery } from '@tanstack/react-query';
import { Card, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type DateRange, statisticsApi, statisticsKeys } from '../../../../api/statistics.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { payMethodText } from '../../labels.ts';
import { Chart } from '../../../../components/chart/Chart.tsx';
import { pieOption, trendOption } from '../parts/options.ts';
import { QueryState } from '../parts/QueryState.tsx';
import { ReportFrame } from '../parts/ReportFrame.tsx';

/** Sales performance: the period's totals, the daily trend, takings by payment method and by cashier. */
export default function SaleSumm() {
  return <ReportFrame>{(range) => <SaleSummBody range={range} />}</ReportFrame>;
}

function SaleSummBody({ range }: { range: DateRange }) {
  const input = { ...range, groupBy: 'day' as const };
  const summary = useQuery({
    queryKey: statisticsKeys.call('saleSummary', input),
    queryFn: ({ signal }) => statisticsApi.saleSummary(input, signal),
  });
  return (
    <QueryState query={summary} isEmpty={() => false}>
      {(data) => <SaleSummView data={data} />}
    </QueryState>
  );
}

function SaleSummView({ data }: { data: SaleSummaryOutput }) {
  const { t } = useTranslation();
  const { totals } = data;
  const figures = [
    { key: 'netSales', label: t('mobile.report.netSales'), value: yuanText(totals.netSales) },
    { key: 'orders', label: t('mobile.report.orders'), value: String(totals.orders) },
    { key: 'items', label: t('mobile.report.items'), value: String(totals.items) },
    { key: 'grossSales', label: t('mobile.report.grossSales'), value: yuanText(totals.grossSales) },
    { key: 'refunds', label: t('mobile.report.refunds'), value: yuanText(totals.refunds) },
    { key: 'averageTicket', label: t('mobile.report.averageTicket'), value: yuanText(totals.averageTicket) },
  ];
  const payments = data.byPayment.map((row) => {
    const key = payMethodText(row.method);
    return { name: key ? t(key) : String(row.method), value: row.amount };
  });
  return (
    <>
      <Card className="mobile-section">
        <div className="report-figures">
          {figures.map((figure) => (
            <div key={figure.key} data-testid={`summary-${figure.key}`}>
              <div className="mobile-figure-value mobile-money">{figure.value}</div>
              <div className="mobile-muted">{figure.label}</div>
            </div>
          ))}
        </div>
      </Card>
      {data.series.length > 0 ? (
        <Card className="mobile-section" title={t('mobile.report.trend')}>
          <Chart
            title={t('mobile.report.trend')}
            option={trendOption(
              data.series.map((row) => row.period),
              [
                { name: t('mobile.report.netSales'), values: data.series.map((row) => row.netSales) },
                { name: t('mobile.report.refunds'), values: data.series.map((row) => row.refunds) },
              ],
            )}
          />
        </Card>
      ) : null}
      {payments.length > 0 ? (
        <Card className="mobile-section" title={t('mobile.report.byPayment')}>
          <Chart title={t('mobile.report.byPayment')} option={pieOption(payments)} height={220} />
        </Card>
      ) : null}
      {data.byStaff.length > 0 ? (
        <List className="mobile-section" header={t('mobile.report.byStaff')}>
          {data.byStaff.map((row) => (
            <List.Item
              key={row.userId ?? 0}
              description={`${t('mobile.report.orders')} ${row.orders}`}
              extra={<span className="mobile-money">{yuanText(row.netSales)}</span>}
            >
              {row.userName ?? t('mobile.report.noName')}
            </List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
