import { formatYuan } from '@retail/contracts';
import { Card, Col, Empty, Pagination, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRipple } from '../../../components/ripple/useRipple.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { commonDetailsLink } from '../../params/links.ts';
import { DEMO_GOODS, type DemoGoods } from './items.ts';
import '../pages.css';

const PAGE_SIZES = [8, 12, 16];

/** One card: opens the goods' details page, with its name in three languages as the tag name. */
function GoodsCard({ goods }: { goods: DemoGoods }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ripple = useRipple();
  const name = goods.name[currentLanguage()];
  const open = () => void navigate(commonDetailsLink(String(goods.id), { kind: 'i18n', names: goods.name }));
  return (
    <Card
      hoverable
      role="link"
      tabIndex={0}
      className="demo-goods-card"
      data-testid={`list-adapt-card-${goods.id}`}
      cover={<img src={goods.image} alt={name} className="demo-goods-card__image" />}
      onClick={open}
      onKeyDown={(event) => {
        ripple.onKeyDown(event);
        if (event.key === 'Enter') open();
      }}
      onPointerDown={ripple.onPointerDown}
    >
      <Card.Meta
        title={name}
        description={
          <div className="demo-goods-card__meta">
            <Typography.Text strong type="danger">
              ¥{formatYuan(goods.priceFen)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('demo.listAdapt.sold', { count: goods.sold })}
            </Typography.Text>
          </div>
        }
      />
    </Card>
  );
}

/**
 * Adaptive list: a card grid that takes one to six columns as the window widens, paged on the page. A card opens
 * the common route details page, a real route, with the goods' id and name (the template's card went to a route
 * that did not exist).
 */
export default function ListAdaptScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] as number);
  const shown = DEMO_GOODS.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Card title={t('menu.demoListAdapt')} extra={t('demo.listAdapt.hint')}>
      {shown.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[16, 16]} data-testid="list-adapt-grid">
          {shown.map((goods) => (
            <Col key={goods.id} xs={24} sm={12} md={8} lg={6} xxl={4}>
              <GoodsCard goods={goods} />
            </Col>
          ))}
        </Row>
      )}
      <Pagination
        className="demo-pagination"
        current={page}
        pageSize={pageSize}
        total={DEMO_GOODS.length}
        pageSizeOptions={PAGE_SIZES}
        showSizeChanger
        showTotal={(total) => t('ui.total', { total })}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </Card>
  );
}
