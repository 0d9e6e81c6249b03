import { Col, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../components/permission/Permitted.tsx';
import { usePermissions } from '../../components/permission/usePermissions.ts';
import { ReportLocationSelect } from '../report/shared/LocationField.tsx';
import { useBusinessDate } from '../report/shared/useBusinessDate.ts';
import { LowStockCard } from './dashboard/LowStockCard.tsx';
import { NoticesCard } from './dashboard/NoticesCard.tsx';
import { PaymentCard } from './dashboard/PaymentCard.tsx';
import { TodayCards } from './dashboard/TodayCards.tsx';
import { TopGoodsCard } from './dashboard/TopGoodsCard.tsx';
import { TrendCard } from './dashboard/TrendCard.tsx';
import { useOverview } from './dashboard/useOverview.ts';
import './dashboard/dashboard.css';

/** The grants behind the panels a location narrows (sales figures, best sellers, low stock). */
const LOCATION_FIGURES = ['statistics:sale', 'statistics:goodsRank', 'barcodeStock:page'];

/**
 * Home (/dashboard/home): today against yesterday, the 30-day trend and payments, best sellers, low stock
 * and the latest notices. Each panel shows only when the user may read its data; the location select narrows
 * every figure and chart to one stock location.
 */
export default function Home() {
  const { t } = useTranslation();
  const today = useBusinessDate();
  const [locationId, setLocationId] = useState<number>();
  const overview = useOverview(locationId).data;
  const permissions = usePermissions();
  const hasFigures = LOCATION_FIGURES.some((code) => permissions.has(code));
  return (
    <div className="dashboard">
      {hasFigures ? (
        <Space className="dashboard-location">
          <span>{t('catalog.stock.location')}</span>
          <ReportLocationSelect value={locationId} onChange={setLocationId} />
        </Space>
      ) : null}
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
            {today ? <TopGoodsCard today={today} locationId={locationId} /> : null}
          </Col>
        </Permitted>
        <Permitted code="barcodeStock:page">
          <Col xs={24} xl={12}>
            <LowStockCard locationId={locationId} />
          </Col>
        </Permitted>
        <Col xs={24} xl={12}>
          <NoticesCard />
        </Col>
      </Row>
    </div>
  );
}
