import type { EChartsOption } from '../../../components/chart/Chart.tsx';
import { yuanText } from '../../../components/display/format.ts';

/** Today's net sales as a share of yesterday's, on a dial up to 200 %. */
export function gaugeOption(name: string, today: number, yesterday: number): EChartsOption {
  const percent = yesterday > 0 ? Math.round((today / yesterday) * 1000) / 10 : today > 0 ? 100 : 0;
  return {
    series: [
      {
        type: 'gauge',
        name,
        min: 0,
        max: 200,
        progress: { show: true, width: 14 },
        axisLine: { lineStyle: { width: 14 } },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 24, offsetCenter: [0, '70%'] },
        title: { offsetCenter: [0, '95%'] },
        data: [{ value: Math.min(percent, 200), name: `${yuanText(today)} / ${yuanText(yesterday)}` }],
      },
    ],
  };
}

export interface RadarItem {
  name: string;
  values: number[];
}

/** Categories as the radar's spokes; one polygon per measure (net sales, gross profit). */
export function radarOption(spokes: string[], items: RadarItem[]): EChartsOption {
  const max = Math.max(1, ...items.flatMap((item) => item.values));
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    radar: { indicator: spokes.map((name) => ({ name, max })), radius: '62%' },
    series: [{ type: 'radar', data: items.map((item) => ({ name: item.name, value: item.values })) }],
  };
}

/** A rose pie (shares by radius and angle) for the dark dashboard. */
export function roseOption(name: string, data: Array<{ name: string; value: number }>): EChartsOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v) => yuanText(Number(v)) },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', name, roseType: 'radius', radius: ['20%', '65%'], center: ['50%', '45%'], data }],
  };
}
