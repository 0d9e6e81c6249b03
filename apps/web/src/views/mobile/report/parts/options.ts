import type { EChartsOption } from '../../../../components/chart/types.ts';

export interface Slice {
  name: string;
  value: number;
}

/** A line per named series over the periods. */
export function trendOption(periods: string[], lines: { name: string; values: number[] }[]): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 12, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: periods, boundaryGap: periods.length === 1 },
    yAxis: { type: 'value' },
    series: lines.map((line) => ({
      type: periods.length === 1 ? 'bar' : 'line',
      name: line.name,
      data: line.values,
      smooth: true,
    })),
  };
}

/** Shares of a whole, as a ring. */
export function pieOption(slices: Slice[]): EChartsOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], data: slices }],
  };
}

/** A ranking as horizontal bars, the first on top. */
export function rankOption(slices: Slice[]): EChartsOption {
  const top = [...slices].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: {
      type: 'category',
      data: top.map((slice) => slice.name),
      axisLabel: { width: 90, overflow: 'truncate' },
    },
    series: [{ type: 'bar', data: top.map((slice) => slice.value) }],
  };
}
