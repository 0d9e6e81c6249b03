import type {
  BarSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
} from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** An ECharts option limited to the charts and components registered in echarts.ts. */
export type EChartsOption = ComposeOption<
  | BarSeriesOption
  | GaugeSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | DataZoomComponentOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;
