import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsExport, statisticsKeys } from '../../../api/statistics.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { ChartTableCard } from '../shared/ChartTableCard.tsx';
import { pieOption } from '../shared/options.ts';
import { type DayRange, fromDateRange, monthToDate, toDateRange } from '../shared/ranges.ts';
import { ReportExportButton } from '../shared/ReportExportButton.tsx';
import { ReportFilter } from '../shared/ReportFilter.tsx';
import { CategoryTable } from './CategoryTable.tsx';
import '../shared/report.css';

interface Filter {
  range: DayRange;
  /** absent: every location the user may read */
  locationId?: number;
}

/** Category statistics (/report/category): each category's share of net sales beside its figures. */
function CategoryReport({ today }: { today: string }) {
  const { t } = useTranslation();
  const [initial] = useState<Filter>(() => ({ range: fromDateRange(monthToDate(today)) }));
  const [filter, setFilter] = useState(initial);
  const input = { ...toDateRange(filter.range), locationId: filter.locationId ?? null };
  const query = useQuery({
    queryKey: statisticsKeys.call('category', input),
    queryFn: () => statisticsApi.category(input),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const option = useMemo(
    () =>
      pieOption(
        t('reports.category.share'),
        rows
          .filter((r) => r.netAmount > 0)
          .map((r) => ({ name: r.categoryName || t('reports.uncategorised'), value: r.netAmount })),
      ),
    [rows, t],
  );
  return (
    <div className="report-page">
      <ReportFilter<Filter>
        today={today}
        initialValues={initial}
        onSearch={setFilter}
        toolbar={
          <ReportExportButton url={statisticsExport.category} body={input} fileName="categories.xlsx" />
        }
      />
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <ChartTableCard
        title={t('reports.category.share')}
        chartTitle={t('reports.category.share')}
        option={option}
        empty={!rows.some((r) => r.netAmount > 0)}
      >
        <CategoryTable rows={rows} loading={query.isFetching} />
      </ChartTableCard>
    </div>
  );
}

export default function CategoryReportScreen() {
  return <BusinessDateGate>{(today) => <CategoryReport today={today} />}</BusinessDateGate>;
}
