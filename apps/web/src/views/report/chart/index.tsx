import { Col, Row } from 'antd';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { PaymentCard } from '../../home/dashboard/PaymentCard.tsx';
import { TopGoodsCard } from '../../home/dashboard/TopGoodsCard.tsx';
import { TrendCard } from '../../home/dashboard/TrendCard.tsx';
import { useOverview } from '../../home/dashboard/useOverview.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { VipCard } from './VipCard.tsx';
import '../shared/report.css';

/** The chart page (/report/chart): the last 30 days at a glance, each chart as the user's grants allow. */
function ChartBoard({ today }: { today: string }) {
  const overview = useOverview().data;
  return (
    <Row gutter={[12, 12]}>
      {overview ? (
        <>
          <Col xs={24}>
            <TrendCard trend={overview.trend} height={360} />
          </Col>
          <Col xs={24} xl={12}>
            <PaymentCard payments={overview.byPayment} />
          </Col>
        </>
      ) : null}
      <Permitted code="statistics:category">
        <Col xs={24} xl={12}>
          <CategoryCard today={today} />
        </Col>
      </Permitted>
      <Permitted code="statistics:goodsRank">
        <Col xs={24} xl={12}>
          <TopGoodsCard today={today} />
        </Col>
      </Permitted>
      <Permitted code="statistics:vipRank">
        <Col xs={24} xl={12}>
          <VipCard today={today} />
        </Col>
      </Permitted>
    </Row>
  );
}

export default function ChartScreen() {
  return <BusinessDateGate>{(today) => <ChartBoard today={today} />}</BusinessDateGate>;
}
