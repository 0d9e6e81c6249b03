import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleTotals } from '../../../api/statistics.ts';
import { changeRate, groupedYuan } from './compare.ts';

interface Figure {
  key: keyof SaleTotals;
  title: string;
  money: boolean;
}

function Change({ today, yesterday }: { today: number; yesterday: number }) {
  const { t } = useTranslation();
  const rate = changeRate(today, yesterday);
  if (rate === undefined || rate === 0) {
    return (
      <Typography.Text type="secondary">{rate === 0 ? t('reports.home.flat') : '\u00a0'}</Typography.Text>
    );
  }
  const up = rate > 0;
  return (
    <Typography.Text type={up ? 'success' : 'danger'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />}{' '}
      {t(up ? 'reports.home.up' : 'reports.home.down', { rate: `${Math.abs(rate)}%` })}
    </Typography.Text>
  );
}

/** Today's net sales, orders, items and average ticket, each against yesterday. */
export function TodayCards({ today, yesterday }: { today: SaleTotals; yesterday: SaleTotals }) {
  const { t } = useTranslation();
  const figures: Figure[] = [
    { key: 'netSales', title: t('reports.home.todayNet'), money: true },
    { key: 'orders', title: t('reports.home.todayOrders'), money: false },
    { key: 'items', title: t('reports.home.todayItems'), money: false },
    { key: 'averageTicket', title: t('reports.home.todayTicket'), money: true },
  ];
  const show = (figure: Figure, value: number) => (figure.money ? groupedYuan(value) : String(value));
  return (
    <Row gutter={[12, 12]} className="dashboard-today">
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} xl={6}>
          <Card size="small" data-figure={figure.key}>
            <Statistic title={figure.title} value={show(figure, today[figure.key])} />
            <Typography.Text type="secondary">
              {t('reports.home.yesterday', { value: show(figure, yesterday[figure.key]) })}
            </Typography.Text>
            <br />
            <Change today={today[figure.key]} yesterday={yesterday[figure.key]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
