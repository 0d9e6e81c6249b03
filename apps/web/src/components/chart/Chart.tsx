import type { ECharts } from 'echarts/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { EChartsOption } from './types.ts';
import './chart.css';

export type { EChartsOption } from './types.ts';

export interface ChartProps {
  option: EChartsOption;
  /** CSS height; the width follows the container. */
  height?: number | string;
  /** Accessible name of the chart (the canvas itself says nothing to screen readers). */
  title?: string;
  /** ECharts' built-in dark theme for dark backgrounds. */
  theme?: 'dark';
  className?: string;
  style?: CSSProperties;
}

const loadECharts = () => import('./echarts.ts').then((module) => module.echarts);

/**
 * An ECharts canvas that follows its container's size and is disposed with the component. ECharts loads in
 * its own chunk on first use; a new `option` replaces the previous one (not merged), so series that
 * disappear from the data disappear from the chart.
 *
 * A kept tag's screen that is hidden loses its effects (React's <Activity>), so the chart is disposed and
 * made again when the tag is shown. It is then drawn at once, without the entry animation it already played:
 * a second of animation frames would slow the tag switch and whatever the user does next.
 */
export function Chart({ option, height = 300, title, theme, className, style }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts>();
  const drawn = useRef<{ chart: ECharts; again: boolean } | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void loadECharts().then((echarts) => {
      if (cancelled) return;
      instance = echarts.init(element, theme, { renderer: 'canvas' });
      observer = new ResizeObserver(() => instance?.resize());
      observer.observe(element);
      setChart(instance);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(undefined);
    };
  }, [theme]);

  useEffect(() => {
    if (!chart) return;
    // a new instance of a chart drawn before: the screen was hidden and is shown again
    const again = drawn.current !== null && drawn.current.chart !== chart;
    if (drawn.current?.chart !== chart) drawn.current = { chart, again };
    const shown = drawn.current.again ? { ...option, animation: false } : option;
    // The dark theme paints its own background; the page's panel colour shows through instead.
    chart.setOption(theme ? { backgroundColor: 'transparent', ...shown } : shown, { notMerge: true });
  }, [chart, option, theme]);

  return (
    <div
      ref={host}
      className={className ? `chart ${className}` : 'chart'}
      role="img"
      aria-label={title}
      aria-busy={!chart}
      style={{ ...style, height }}
    />
  );
}
