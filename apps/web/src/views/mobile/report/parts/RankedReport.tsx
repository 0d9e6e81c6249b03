import { useQuery } from '@tanstack/react-query';
import { Card, List } from 'antd-mobile';
import { useState } from 'react';
import { type DateRange, type RankBy, statisticsKeys } from '../../../../api/statistics.ts';
import { yuanText } from '../../../../components/display/format.ts';
import { Chart } from '../../../../components/chart/Chart.tsx';
import { rankOption } from './options.ts';
import { QueryState } from './QueryState.tsx';
import { RankBySwitch } from './RankBySwitch.tsx';

const TOP = 10;

interface RankedRow {
  netQty: number;
  netAmount: number;
}

interface RankedReportProps<Row extends RankedRow> {
  range: DateRange;
  /** The report's name: with `Rank` its statistics call ('goods' → goodsRank), with `-rank` its list's test id. */
  name: string;
  title: string;
  fetch(input: DateRange & { top: number; by: RankBy }, signal: AbortSignal): Promise<Row[]>;
  rowKey(row: Row): number;
  /** The row's name in the list. */
  label(row: Row): string;
  /** Its name on the chart (the list's unless said). */
  chartLabel?(row: Row): string;
  description(row: Row): string;
}

/** A top-ten ranking of the period by net amount or net quantity: a bar chart over the ranked list. */
export function RankedReport<Row extends RankedRow>({
  range,
  name,
  title,
  fetch,
  rowKey,
  label,
  chartLabel = label,
  description,
}: RankedReportProps<Row>) {
  const [by, setBy] = useState<RankBy>('amount');
  const input = { ...range, top: TOP, by };
  const rank = useQuery({
    queryKey: statisticsKeys.call(`${name}Rank`, input),
    queryFn: ({ signal }) => fetch(input, signal),
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
                title={title}
                height={Math.max(160, rows.length * 28)}
                option={rankOption(
                  rows.map((row) => ({
                    name: chartLabel(row),
                    value: by === 'qty' ? row.netQty : row.netAmount,
                  })),
                )}
              />
            </Card>
            <List className="mobile-section" data-testid={`${name}-rank`}>
              {rows.map((row, index) => (
                <List.Item
                  key={rowKey(row)}
                  prefix={<span className="report-rank-no">{index + 1}</span>}
                  description={description(row)}
                  extra={<span className="mobile-money">{yuanText(row.netAmount)}</span>}
                >
                  {label(row)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </>
  );
}
