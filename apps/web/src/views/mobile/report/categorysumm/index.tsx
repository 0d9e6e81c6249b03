import { useQuery } from '@tanstack/react-query';
import { Card, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type DateRange, statisticsApi, statisticsKeys } from '../../../../api/statistics.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { Chart } from '../../../../components/chart/Chart.tsx';
import { pieOption } from '../parts/options.ts';
import { QueryState } from '../parts/QueryState.tsx';
import { ReportFrame } from '../parts/ReportFrame.tsx';

/** Category statistics: net sales, quantity and gross profit per category of the goods sold. */
export default function CategorySumm() {
  return <ReportFrame initial="week">{(range) => <Categories range={range} />}</ReportFrame>;
}

function Categories({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  const categories = useQuery({
    queryKey: statisticsKeys.call('category', range),
    queryFn: ({ signal }) => statisticsApi.category(range, signal),
  });
  const nameOf = (name: string | null) => name ?? t('mobile.report.noCategory');
  return (
    <QueryState query={categories} isEmpty={(rows) => rows.length === 0}>
      {(rows) => {
        const sorted = [...rows].sort((a, b) => b.netAmount - a.netAmount);
        return (
          <>
            <Card className="mobile-section">
              <Chart
                title={t('menu.mobileCategorySumm')}
                option={pieOption(
                  sorted.map((row) => ({ name: nameOf(row.categoryName), value: row.netAmount })),
                )}
              />
            </Card>
            <List className="mobile-section" data-testid="category-list">
              {sorted.map((row) => (
                <List.Item
                  key={row.categoryId ?? 0}
                  description={`${t('mobile.report.qty')} ${row.netQty} · ${t('mobile.report.grossProfit')} ${yuanText(row.grossProfit)}`}
                  extra={<span className="mobile-money">{yuanText(row.netAmount)}</span>}
                >
                  {nameOf(row.categoryName)}
                </List.Item>
              ))}
            </List>
          </>
        );
      }}
    </QueryState>
  );
}
