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
 */
export function Chart({ option, height = 300, title, theme, className, style }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts>();

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
    // The dark theme paints its own background; the page's panel colour shows through instead.
    chart?.setOption(theme ? { backgroundColor: 'transparent', ...option } : option, { notMerge: true });
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
