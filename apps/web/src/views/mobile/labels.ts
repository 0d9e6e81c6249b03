import { PayMethod, SaleOrderStatus } from '@retail/contracts';

/** i18n keys of the payment methods and sales order statuses (contracts' retail enums). */
export const PAY_METHOD_TEXT = {
  [PayMethod.Cash]: 'mobile.payMethod.cash',
  [PayMethod.Card]: 'mobile.payMethod.card',
  [PayMethod.MobilePay]: 'mobile.payMethod.mobilePay',
  [PayMethod.Balance]: 'mobile.payMethod.balance',
} as const;

export const ORDER_STATUS_TEXT = {
  [SaleOrderStatus.Completed]: 'mobile.orders.status.completed',
  [SaleOrderStatus.Cancelled]: 'mobile.orders.status.cancelled',
  [SaleOrderStatus.PartlyRefunded]: 'mobile.orders.status.partlyRefunded',
  [SaleOrderStatus.Refunded]: 'mobile.orders.status.refunded',
} as const;

export function payMethodText(method: number): (typeof PAY_METHOD_TEXT)[PayMethod] | undefined {
  return PAY_METHOD_TEXT[method as PayMethod];
}

export function orderStatusText(status: number): (typeof ORDER_STATUS_TEXT)[SaleOrderStatus] | undefined {
  return ORDER_STATUS_TEXT[status as SaleOrderStatus];
}
