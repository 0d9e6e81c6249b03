import type { RankBody } from '@retail/contracts/api/retail/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTableCard } from './ChartTableCard.tsx';
import { type NamedValue, rankOption } from './options.ts';
import { fromDateRange, monthToDate, toDateRange } from './ranges.ts';
import { RankFields, type RankFilter } from './RankFields.tsx';
import { ReportExportButton } from './ReportExportButton.tsx';
import { ReportFilter } from './ReportFilter.tsx';
import './report.css';
import { statisticsKeys } from '../../../api/statistics.ts';

export interface RankReportProps<Row> {
  today: string;
  /** react-query key part and the rows' source */
  name: string;
  fetch(input: Required<RankBody>): Promise<Row[]>;
  exportUrl: string;
  exportFileName: string;
  title: string;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  /** The bar of a row: its label and the ranked figure. */
  bar(row: Row, by: RankBody['by']): NamedValue;
}

/** A ranking screen: range, top N and amount/quantity; a bar chart beside the numbered table. */
export function RankReport<Row extends object>({
  today,
  name,
  fetch,
  exportUrl,
  exportFileName,
  title,
  columns,
  rowKey,
  bar,
}: RankReportProps<Row>) {
  const { t } = useTranslation();
  const [initial] = useState<RankFilter>(() => ({
    range: fromDateRange(monthToDate(today)),
    top: 10,
    by: 'amount',
  }));
  const [filter, setFilter] = useState(initial);
  const input = {
    ...toDateRange(filter.range),
    locationId: filter.locationId ?? null,
    top: filter.top,
    by: filter.by,
  };
  const query = useQuery({
    queryKey: statisticsKeys.call(name, input),
    queryFn: () => fetch(input),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const option = useMemo(
    () =>
      rankOption(
        rows.map((row) => bar(row, input.by)),
        input.by === 'qty' ? t('reports.col.netQty') : t('reports.col.netAmount'),
        input.by !== 'qty',
      ),
    // `input.by` is part of the rows' query; the bar accessor is a stable module function
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, t],
  );
  const numbered: ColumnsType<Row> = [
    { title: t('reports.col.rank'), key: 'rank', width: 64, render: (_value, _row, index) => index + 1 },
    ...columns,
  ];
  return (
    <div className="report-page">
      <ReportFilter<RankFilter>
        today={today}
        initialValues={initial}
        onSearch={setFilter}
        toolbar={<ReportExportButton url={exportUrl} body={input} fileName={exportFileName} />}
      >
        <RankFields />
      </ReportFilter>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      <ChartTableCard
        title={title}
        chartTitle={title}
        option={option}
        empty={rows.length === 0}
        chartHeight={Math.max(320, rows.length * 28)}
      >
        <Table<Row>
          className="report-rank"
          size="small"
          rowKey={rowKey}
          columns={numbered}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </ChartTableCard>
    </div>
  );
}
