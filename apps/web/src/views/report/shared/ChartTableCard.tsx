import { Card, Col, Empty, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type EChartsOption } from '../../../components/chart/Chart.tsx';

export interface ChartTableCardProps {
  title: ReactNode;
  /** Accessible name of the chart. */
  chartTitle: string;
  option: EChartsOption;
  /** No rows: an empty state instead of a blank chart. */
  empty?: boolean;
  chartHeight?: number;
  /** The table beside (wide screens) or below (narrow screens) the chart. */
  children: ReactNode;
  extra?: ReactNode;
}

/** A report section: its chart beside its table. */
export function ChartTableCard({
  title,
  chartTitle,
  option,
  empty,
  chartHeight = 320,
  children,
  extra,
}: ChartTableCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={title} extra={extra} size="small">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          {empty ? (
            <Empty description={t('reports.noData')} style={{ paddingTop: chartHeight / 4 }} />
          ) : (
            <Chart option={option} height={chartHeight} title={chartTitle} />
          )}
        </Col>
        <Col xs={24} xl={14}>
          {children}
        </Col>
      </Row>
    </Card>
  );
}
