import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Form, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupBy, statisticsApi, statisticsExport, statisticsKeys } from '../../../api/statistics.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { type DayRange, fromDateRange, monthToDate, toDateRange } from '../shared/ranges.ts';
import { ReportExportButton } from '../shared/ReportExportButton.tsx';
import { ReportFilter } from '../shared/ReportFilter.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { SaleTotals } from './SaleTotals.tsx';
import { SeriesSection } from './SeriesSection.tsx';
import { StaffSection } from './StaffSection.tsx';
import '../shared/report.css';

interface Filter {
  range: DayRange;
  /** absent: every location the user may read */
  locationId?: number;
  groupBy: GroupBy;
}

/** Sale summary (/report/sale): totals, the series by day/week/month, payment methods and cashiers. */
function SaleReport({ today }: { today: string }) {
  const { t } = useTranslation();
  const [initial] = useState<Filter>(() => ({ range: fromDateRange(monthToDate(today)), groupBy: 'day' }));
  const [filter, setFilter] = useState(initial);
  const input = {
    ...toDateRange(filter.range),
    locationId: filter.locationId ?? null,
    groupBy: filter.groupBy,
  };
  const query = useQuery({
    queryKey: statisticsKeys.call('saleSummary', input),
    queryFn: () => statisticsApi.saleSummary(input),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <div className="report-page">
      <ReportFilter<Filter>
        today={today}
        initialValues={initial}
        onSearch={setFilter}
        toolbar={
          <ReportExportButton url={statisticsExport.saleSummary} body={input} fileName="sale-summary.xlsx" />
        }
      >
        <Form.Item name="groupBy" label={t('reports.groupBy')}>
          <Segmented<GroupBy>
            options={[
              { value: 'day', label: t('reports.day') },
              { value: 'week', label: t('reports.week') },
              { value: 'month', label: t('reports.month') },
            ]}
          />
        </Form.Item>
      </ReportFilter>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <Spin spinning={query.isFetching}>
        {data ? (
          <div className="report-page">
            <SaleTotals totals={data.totals} />
            <SeriesSection series={data.series} />
            <PaymentSection payments={data.byPayment} />
            <StaffSection staff={data.byStaff} />
          </div>
        ) : null}
      </Spin>
    </div>
  );
}

export default function SaleReportScreen() {
  return <BusinessDateGate>{(today) => <SaleReport today={today} />}</BusinessDateGate>;
}
