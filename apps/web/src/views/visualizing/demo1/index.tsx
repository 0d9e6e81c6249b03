import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessDateGate } from '../../report/shared/BusinessDateGate.tsx';
import { nameOr, payMethodLabel } from '../../report/shared/labels.ts';
import { barsOption, pieOption, rankOption, trendOption } from '../../report/shared/options.ts';
import { monthToDate } from '../../report/shared/ranges.ts';
import { useOverview } from '../../home/dashboard/useOverview.ts';
import { gaugeOption, radarOption, roseOption } from '../parts/options.ts';
import { Panel } from '../parts/Panel.tsx';
import { useMonthCategories, useMonthGoods, useSummary } from '../parts/queries.ts';
import '../parts/visualizing.css';

const RADAR_SPOKES = 8;

/** The sales big screen: live figures of today, the last 30 days and this month on a dark board. */
function SalesBoard({ today }: { today: string }) {
  const { t } = useTranslation();
  const overview = useOverview().data;
  const month = monthToDate(today);
  const summary = useSummary(month.startDate, month.endDate, 'day');
  const categories = useMonthCategories(today);
  const goods = useMonthGoods(today, 'amount');
  const emptyText = t('reports.noData');

  const options = useMemo(() => {
    const spokes = (categories ?? []).filter((c) => c.netAmount > 0).slice(0, RADAR_SPOKES);
    return {
      gauge:
        overview &&
        gaugeOption(t('reports.visual.ofYesterday'), overview.today.netSales, overview.yesterday.netSales),
      orders:
        overview &&
        trendOption(
          overview.trend.map((d) => d.period.slice(5)),
          [],
          { name: t('reports.col.orders'), data: overview.trend.map((d) => d.orders) },
        ),
      payment:
        summary &&
        roseOption(
          t('reports.visual.payment'),
          summary.byPayment.map((p) => ({ name: payMethodLabel(t, p.method), value: p.amount })),
        ),
      // a radar needs three spokes; fewer categories show as shares instead
      radar:
        spokes.length >= 3
          ? radarOption(
              spokes.map((c) => c.categoryName || t('reports.uncategorised')),
              [
                { name: t('reports.col.netAmount'), values: spokes.map((c) => c.netAmount) },
                { name: t('reports.col.grossProfit'), values: spokes.map((c) => c.grossProfit) },
              ],
            )
          : spokes.length
            ? pieOption(
                t('reports.visual.categoryRadar'),
                spokes.map((c) => ({
                  name: c.categoryName || t('reports.uncategorised'),
                  value: c.netAmount,
                })),
              )
            : undefined,
      goods:
        goods &&
        rankOption(
          goods.map((g) => ({ name: nameOr(t, g.goodsName), value: g.netAmount })),
          t('reports.col.netAmount'),
          true,
        ),
      staff:
        summary &&
        barsOption(
          summary.byStaff.map((s) => nameOr(t, s.userName)),
          [{ name: t('reports.col.netSales'), data: summary.byStaff.map((s) => s.netSales), money: true }],
        ),
    };
  }, [overview, summary, categories, goods, t]);

  return (
    <div className="visual-page visual-page-dark">
      <h2>{t('reports.visual.demo1')}</h2>
      <div className="visual-grid">
        <Panel
          dark
          title={t('reports.visual.todayVsYesterday')}
          option={options.gauge}
          emptyText={emptyText}
        />
        <Panel
          dark
          title={t('reports.visual.dailyOrders')}
          option={options.orders}
          empty={overview?.trend.every((d) => d.orders === 0)}
          emptyText={emptyText}
        />
        <Panel
          dark
          title={t('reports.visual.payment')}
          option={options.payment}
          empty={!summary?.byPayment.length}
          emptyText={emptyText}
        />
        <Panel dark title={t('reports.visual.categoryRadar')} option={options.radar} emptyText={emptyText} />
        <Panel
          dark
          title={t('reports.visual.goods')}
          option={options.goods}
          empty={!goods?.length}
          emptyText={emptyText}
        />
        <Panel
          dark
          title={t('reports.visual.staff')}
          option={options.staff}
          empty={!summary?.byStaff.length}
          emptyText={emptyText}
        />
      </div>
    </div>
  );
}

export default function VisualizingDemo1() {
  return <BusinessDateGate>{(today) => <SalesBoard today={today} />}</BusinessDateGate>;
}
