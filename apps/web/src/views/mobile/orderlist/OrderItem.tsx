import type { SaleOrderOutput } from '@retail/contracts/api/retail/sale-order';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../../../components/display/format.ts';
import { orderStatusText } from '../labels.ts';

const STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'default', 3: 'warning', 4: 'danger' };

/** One sales document in the list: number, time, member, quantity, amount and status. */
export function OrderItem({ order, onOpen }: { order: SaleOrderOutput; onOpen(): void }) {
  const { t } = useTranslation();
  const status = orderStatusText(order.status);
  const member = order.vipName ? ` · ${order.vipName}` : '';
  return (
    <List.Item
      onClick={onOpen}
      data-testid={`order-${order.no}`}
      description={`${order.createTime}${member} · ${t('mobile.orders.qty')} ${order.totalQty}`}
      extra={
        <div className="orderlist-extra">
          <b className="mobile-money">{yuanText(order.amount)}</b>
          {status ? <Tag color={STATUS_COLOR[order.status] ?? 'default'}>{t(status)}</Tag> : null}
        </div>
      }
    >
      {order.no}
    </List.Item>
  );
}
