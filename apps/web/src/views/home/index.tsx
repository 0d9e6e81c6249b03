import { Col, Row } from 'antd';
import { Permitted } from '../../components/permission/Permitted.tsx';
import { useBusinessDate } from '../report/shared/useBusinessDate.ts';
import { LowStockCard } from './dashboard/LowStockCard.tsx';
import { NoticesCard } from './dashboard/NoticesCard.tsx';
import { PaymentCard } from './dashboard/PaymentCard.tsx';
import { TodayCards } from './dashboard/TodayCards.tsx';
import { TopGoodsCard } from './dashboard/TopGoodsCard.tsx';
import { TrendCard } from './dashboard/TrendCard.tsx';
import { useOverview } from './dashboard/useOverview.ts';
import './dashboard/dashboard.css';

/**
 * Home (/dashboard/home): today against yesterday, the 30-day trend and payments, best sellers, low stock
 * and the latest notices. Each panel shows only when the user may read its data.
 */
export default function Home() {
  const today = useBusinessDate();
  const overview = useOverview().data;
  return (
    <div className="dashboard">
      {overview ? <TodayCards today={overview.today} yesterday={overview.yesterday} /> : null}
      <Row gutter={[12, 12]}>
        {overview ? (
          <>
            <Col xs={24} xl={16}>
              <TrendCard trend={overview.trend} />
            </Col>
            <Col xs={24} xl={8}>
              <PaymentCard payments={overview.byPayment} />
            </Col>
          </>
        ) : null}
        <Permitted code="statistics:goodsRank">
          <Col xs={24} xl={12}>
            {today ? <TopGoodsCard today={today} /> : null}
          </Col>
        </Permitted>
        <Permitted code="barcodeStock:page">
          <Col xs={24} xl={12}>
            <LowStockCard />
          </Col>
        </Permitted>
        <Col xs={24} xl={12}>
          <NoticesCard />
        </Col>
      </Row>
    </div>
  );
}
