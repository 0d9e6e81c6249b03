import { Col, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/permission/Permitted.tsx';
import { PaymentCard } from '../../home/dashboard/PaymentCard.tsx';
import { TopGoodsCard } from '../../home/dashboard/TopGoodsCard.tsx';
import { TrendCard } from '../../home/dashboard/TrendCard.tsx';
import { useOverview } from '../../home/dashboard/useOverview.ts';
import { BusinessDateGate } from '../shared/BusinessDateGate.tsx';
import { ReportLocationSelect } from '../shared/LocationField.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { VipCard } from './VipCard.tsx';
import '../shared/report.css';

/**
 * The chart page (/report/chart): the last 30 days at a glance, each chart as the user's grants allow, at one
 * stock location or at all.
 */
function ChartBoard({ today }: { today: string }) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<number>();
  const overview = useOverview(locationId).data;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24}>
        <Space>
          <span>{t('catalog.stock.location')}</span>
          <ReportLocationSelect value={locationId} onChange={setLocationId} />
        </Space>
      </Col>
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
          <CategoryCard today={today} locationId={locationId} />
        </Col>
      </Permitted>
      <Permitted code="statistics:goodsRank">
        <Col xs={24} xl={12}>
          <TopGoodsCard today={today} locationId={locationId} />
        </Col>
      </Permitted>
      <Permitted code="statistics:vipRank">
        <Col xs={24} xl={12}>
          <VipCard today={today} locationId={locationId} />
        </Col>
      </Permitted>
    </Row>
  );
}

export default function ChartScreen() {
  return <BusinessDateGate>{(today) => <ChartBoard today={today} />}</BusinessDateGate>;
}
