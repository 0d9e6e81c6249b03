import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaleTotals as Totals } from '../../../api/statistics.ts';
import { yuanText } from '../../../components/display/format.ts';

/** The range's totals: orders, gross, refunds, net, items and the average ticket. */
export function SaleTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const cards: Array<[string, string]> = [
    [t('reports.col.orders'), String(totals.orders)],
    [t('reports.col.grossSales'), yuanText(totals.grossSales)],
    [t('reports.col.refunds'), yuanText(totals.refunds)],
    [t('reports.col.netSales'), yuanText(totals.netSales)],
    [t('reports.col.items'), String(totals.items)],
    [t('reports.col.averageTicket'), yuanText(totals.averageTicket)],
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map(([title, value]) => (
        <Col key={title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
