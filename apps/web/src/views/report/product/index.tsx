import type { GoodsStatsRow } from '@retail/contracts/api/retail/statistics';
import { Form, Input } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageInput } from '@retail/contracts';
import { statisticsApi, statisticsExport, statisticsKeys } from '../../../api/statistics.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { LocationField } from '../shared/LocationField.tsx';
import { RangeField } from '../shared/RangeField.tsx';
import { type DayRange, fromDateRange, monthToDate, toDateRange } from '../shared/ranges.ts';
import { ReportExportButton } from '../shared/ReportExportButton.tsx';
import { CategoryField } from './CategoryField.tsx';
import { productColumns } from './columns.tsx';
import { PageChart } from './PageChart.tsx';
import '../shared/report.css';

interface Filter {
  range: DayRange;
  /** absent: every location the user may read */
  locationId?: number;
  keyword?: string;
  categoryId?: number;
}

/** The request body of a filter: the picker's days become yyyy-MM-dd. */
function bodyOf({ range, ...rest }: Partial<Filter>) {
  return { ...rest, ...(range ? toDateRange(range) : {}) };
}

/** Product statistics (/report/product): per goods, sortable and paged on the server, charted per page. */
function ProductReport({ today }: { today: string }) {
  const { t } = useTranslation();
  const [initial] = useState<Filter>(() => ({ range: fromDateRange(monthToDate(today)) }));
  const [pageRows, setPageRows] = useState<GoodsStatsRow[]>([]);
  // The chart follows whatever page the table fetched last.
  const fetchPage = useCallback(async (input: PageInput & Partial<Filter>, signal: AbortSignal) => {
    const page = await statisticsApi.product(
      bodyOf(input) as PageInput & ReturnType<typeof toDateRange>,
      signal,
    );
    setPageRows(page.items);
    return page;
  }, []);
  return (
    <div className="report-page">
      <PageChart rows={pageRows} />
      <ListPage<GoodsStatsRow, Filter>
        queryKey={statisticsKeys.call('product')}
        rowKey="goodsId"
        fetchPage={fetchPage}
        columns={productColumns(t)}
        initialFilters={initial}
        filters={
          <>
            <RangeField today={today} />
            <LocationField />
            <Form.Item name="keyword" label={t('reports.keyword')}>
              <Input placeholder={t('reports.keywordPlaceholder')} allowClear />
            </Form.Item>
            <CategoryField />
          </>
        }
        toolbar={({ query }) => (
          <ReportExportButton url={statisticsExport.product} body={bodyOf(query)} fileName="products.xlsx" />
        )}
      />
    </div>
  );
}

export default function ProductReportScreen() {
  return <BusinessDateGate>{(today) => <ProductReport today={today} />}</BusinessDateGate>;
}
