import { yuanText } from '../../../components/display/format.ts';
import type { EChartsOption } from '../../../components/chart/Chart.tsx';

export interface NamedValue {
  name: string;
  value: number;
}

export interface SeriesData {
  name: string;
  data: number[];
  /** money series show two decimals in the tooltip */
  money?: boolean;
}

const money = (value: unknown) => yuanText(typeof value === 'number' ? value : Number(value));
const plain = (value: unknown) => String(value);

/**
 * Bars per period (money, left axis) with an optional line (a count, right axis): the sales-trend shape
 * used by the summary, the dashboard and the chart pages.
 */
export function trendOption(periods: string[], bars: SeriesData[], line?: SeriesData): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category', data: periods },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => String(v) } },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      ...bars.map((bar) => ({
        type: 'bar' as const,
        name: bar.name,
        data: bar.data,
        tooltip: { valueFormatter: bar.money ? money : plain },
      })),
      ...(line
        ? [
            {
              type: 'line' as const,
              name: line.name,
              data: line.data,
              yAxisIndex: 1,
              smooth: true,
              tooltip: { valueFormatter: line.money ? money : plain },
            },
          ]
        : []),
    ],
  };
}

/** A doughnut of shares (payment methods, categories). */
export function pieOption(name: string, data: NamedValue[], isMoney = true): EChartsOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: isMoney ? money : plain },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        name,
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data,
        // names are in the legend; long ones would be cut at the chart's edge
        label: { formatter: '{d}%' },
      },
    ],
  };
}

/** Horizontal bars, the first item at the top (rankings). */
export function rankOption(items: NamedValue[], seriesName: string, isMoney: boolean): EChartsOption {
  const top = [...items].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: isMoney ? money : plain },
    grid: { left: 8, right: 24, bottom: 8, top: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: {
      type: 'category',
      data: top.map((item) => item.name),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name: seriesName, data: top.map((item) => item.value) }],
  };
}

/** Grouped vertical bars per named item (goods on a page, cashiers). */
export function barsOption(names: string[], series: SeriesData[]): EChartsOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value' },
    series: series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      data: s.data,
      tooltip: { valueFormatter: s.money ? money : plain },
    })),
  };
}
