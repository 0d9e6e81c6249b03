import { Empty } from 'antd';
import { Chart, type EChartsOption } from '../../../components/chart/Chart.tsx';

interface PanelProps {
  title: string;
  option: EChartsOption | undefined;
  empty?: boolean;
  dark?: boolean;
  height?: number;
  emptyText: string;
}

/** One titled chart of a visualizing page; empty data shows a message, not a blank canvas. */
export function Panel({ title, option, empty, dark, height = 300, emptyText }: PanelProps) {
  return (
    <section className={dark ? 'visual-panel visual-panel-dark' : 'visual-panel'}>
      <h3>{title}</h3>
      {option && !empty ? (
        <Chart option={option} height={height} title={title} {...(dark ? { theme: 'dark' as const } : {})} />
      ) : (
        <Empty description={emptyText} style={{ height, paddingTop: height / 4, margin: 0 }} />
      )}
    </section>
  );
}
