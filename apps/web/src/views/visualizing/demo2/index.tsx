import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessDateGate } from '../../report/shared/BusinessDateGate.tsx';
import { nameOr } from '../../report/shared/labels.ts';
import { pieOption, rankOption, trendOption } from '../../report/shared/options.ts';
import { Panel } from '../parts/Panel.tsx';
import { useMonthCategories, useMonthGoods, useMonthVips, useSummary } from '../parts/queries.ts';
import '../parts/visualizing.css';

/** Business analysis: twelve months of sales, this month's categories, best sellers by quantity and members. */
function AnalysisBoard({ today }: { today: string }) {
  const { t } = useTranslation();
  const firstMonth = dayjs(today).startOf('month').subtract(11, 'month').format('YYYY-MM-DD');
  const months = useSummary(firstMonth, today, 'month');
  const categories = useMonthCategories(today);
  const goods = useMonthGoods(today, 'qty');
  const vips = useMonthVips(today);
  const emptyText = t('reports.noData');

  const options = useMemo(
    () => ({
      months:
        months &&
        trendOption(
          months.series.map((m) => m.period),
          [
            { name: t('reports.col.grossSales'), data: months.series.map((m) => m.grossSales), money: true },
            { name: t('reports.col.refunds'), data: months.series.map((m) => m.refunds), money: true },
          ],
          { name: t('reports.col.orders'), data: months.series.map((m) => m.orders) },
        ),
      categories:
        categories &&
        pieOption(
          t('reports.category.share'),
          categories
            .filter((c) => c.netAmount > 0)
            .map((c) => ({ name: c.categoryName || t('reports.uncategorised'), value: c.netAmount })),
        ),
      goods:
        goods &&
        rankOption(
          goods.map((g) => ({ name: nameOr(t, g.goodsName), value: g.netQty })),
          t('reports.col.netQty'),
          false,
        ),
      vips:
        vips &&
        rankOption(
          vips.map((v) => ({ name: nameOr(t, v.name ?? v.cardNo), value: v.netAmount })),
          t('reports.col.netAmount'),
          true,
        ),
    }),
    [months, categories, goods, vips, t],
  );

  return (
    <div className="visual-page">
      <h2>{t('reports.visual.demo2')}</h2>
      <div className="visual-grid">
        <Panel
          title={t('reports.visual.monthly')}
          option={options.months}
          empty={months?.series.every((m) => m.orders === 0 && m.refunds === 0)}
          height={340}
          emptyText={emptyText}
        />
        <Panel
          title={t('reports.visual.categoryRadar')}
          option={options.categories}
          empty={!categories?.some((c) => c.netAmount > 0)}
          height={340}
          emptyText={emptyText}
        />
        <Panel
          title={t('reports.visual.goods')}
          option={options.goods}
          empty={!goods?.length}
          height={340}
          emptyText={emptyText}
        />
        <Panel
          title={t('reports.visual.vip')}
          option={options.vips}
          empty={!vips?.length}
          height={340}
          emptyText={emptyText}
        />
      </div>
    </div>
  );
}

export default function VisualizingDemo2() {
  return <BusinessDateGate>{(today) => <AnalysisBoard today={today} />}</BusinessDateGate>;
}
