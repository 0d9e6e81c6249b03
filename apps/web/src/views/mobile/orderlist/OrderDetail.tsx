import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { saleOrderApi, saleOrderKeys } from '../../../api/sale-order.ts';
import { yuanText } from '../../../components/display/format.ts';
import { MobileLoading } from '../../../layouts/mobile/MobileLoading.tsx';
import { orderStatusText, payMethodText } from '../labels.ts';

/** A sales document with its goods, payments and refunds. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: saleOrderKeys.call('detail', id),
    queryFn: ({ signal }) => saleOrderApi.detail(id, signal),
  });
  if (detail.isPending) return <MobileLoading />;
  if (detail.isError) return <ErrorBlock status="default" title={detail.error.message} description="" />;
  const order = detail.data;
  const status = orderStatusText(order.status);
  const discount = order.lineDiscount + order.orderDiscount;
  return (
    <div className="orderlist-detail" data-testid="order-detail">
      <List header={t('mobile.orders.detail')}>
        <List.Item extra={order.no}>{t('mobile.orders.no')}</List.Item>
        <List.Item extra={order.createTime}>{t('mobile.orders.time')}</List.Item>
        {status ? <List.Item extra={t(status)}>{t('ui.status')}</List.Item> : null}
        <List.Item extra={order.createUserName ?? ''}>{t('mobile.orders.cashier')}</List.Item>
        {order.vipName ? (
          <List.Item extra={`${order.vipName} · ${order.vipCardNo ?? ''}`}>
            {t('mobile.orders.member')}
          </List.Item>
        ) : null}
        <List.Item extra={yuanText(order.listAmount)}>{t('mobile.orders.listAmount')}</List.Item>
        {discount ? <List.Item extra={yuanText(discount)}>{t('mobile.orders.discount')}</List.Item> : null}
        <List.Item extra={<b className="mobile-money">{yuanText(order.amount)}</b>}>
          {t('mobile.orders.amount')}
        </List.Item>
        {order.points ? <List.Item extra={order.points}>{t('mobile.orders.points')}</List.Item> : null}
        {order.remark ? <List.Item extra={order.remark}>{t('ui.remark')}</List.Item> : null}
      </List>
      <List header={t('mobile.orders.lines')}>
        {order.lines.map((line) => (
          <List.Item
            key={line.id}
            description={`${line.barcode}${line.color ? ` · ${line.color}` : ''}${line.size ? ` · ${line.size}` : ''} · ${yuanText(line.price)} × ${line.qty}`}
            extra={
              <div className="orderlist-extra">
                <span className="mobile-money">{yuanText(line.amount)}</span>
                {line.refundQty ? (
                  <span className="mobile-muted">
                    {t('mobile.orders.refunded', { amount: yuanText(line.refundAmount) })}
                  </span>
                ) : null}
              </div>
            }
          >
            {line.goodsName}
          </List.Item>
        ))}
      </List>
      <List header={t('mobile.orders.payments')}>
        {order.payments.map((payment, index) => {
          const method = payMethodText(payment.method);
          return (
            <List.Item key={index} description={payment.createTime} extra={yuanText(payment.amount)}>
              {method ? t(method) : payment.method}
            </List.Item>
          );
        })}
      </List>
      {order.refunds.length > 0 ? (
        <List header={t('mobile.orders.refunds')}>
          {order.refunds.map((refund) => (
            <List.Item key={refund.id} description={refund.createTime} extra={yuanText(refund.amount)}>
              {refund.no} · {t('mobile.orders.qty')} {refund.qty}
            </List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
