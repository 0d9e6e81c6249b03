import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of sales-order refusals. */
export const saleOrderMessages = defineMessages({
  'saleOrder.lineDiscountTooLarge': {
    'zh-cn': '条码 {barcode} 的折扣超过了该行金额',
    en: 'The discount on barcode {barcode} is larger than the line amount',
    'zh-tw': '條碼 {barcode} 的折扣超過了該行金額',
  },
  'saleOrder.orderDiscountTooLarge': {
    'zh-cn': '整单折扣超过了应收金额',
    en: 'The order discount is larger than the amount due',
    'zh-tw': '整單折扣超過了應收金額',
  },
  'saleOrder.unknownBarcode': {
    'zh-cn': '条码 {barcode} 不存在',
    en: 'Barcode {barcode} does not exist',
    'zh-tw': '條碼 {barcode} 不存在',
  },
  'saleOrder.offSale': {
    'zh-cn': '条码 {barcode} 的商品已下架',
    en: 'The goods of barcode {barcode} are off sale',
    'zh-tw': '條碼 {barcode} 的商品已下架',
  },
  'saleOrder.clientKeyReused': {
    'zh-cn': 'clientKey：该结账标识已用于另一笔内容不同的订单，新的结账请使用新的标识',
    en: 'clientKey: this key was already used for a different order; a new checkout needs a new key',
    'zh-tw': 'clientKey：該結帳識別碼已用於另一筆內容不同的訂單，新的結帳請使用新的識別碼',
  },
  'saleOrder.paymentMismatch': {
    'zh-cn': '支付合计 {paid} 元与应收 {due} 元不一致',
    en: 'payments: they add up to {paid} yuan but {due} yuan is due',
    'zh-tw': '支付合計 {paid} 元與應收 {due} 元不一致',
  },
  'saleOrder.balanceNeedsMember': {
    'zh-cn': '余额支付需要先选择会员',
    en: 'payments: paying by balance needs a member on the order',
    'zh-tw': '餘額支付需要先選擇會員',
  },
  'saleOrder.notRefundable': {
    'zh-cn': '该订单当前状态不能退款或作废',
    en: 'This order cannot be refunded or cancelled in its current state',
    'zh-tw': '該訂單當前狀態不能退款或作廢',
  },
  'saleOrder.cancelAfterRefund': {
    'zh-cn': '已有退款的订单不能整单作废，请对剩余商品退款',
    en: 'An order with refunds cannot be cancelled; refund the remaining items instead',
    'zh-tw': '已有退款的訂單不能整單作廢，請對剩餘商品退款',
  },
  'saleOrder.refundTooMuch': {
    'zh-cn': '第 {lineNo} 行最多还能退 {left} 件',
    en: 'Line {lineNo}: at most {left} more can be refunded',
    'zh-tw': '第 {lineNo} 行最多還能退 {left} 件',
  },
  'saleOrder.unknownLine': {
    'zh-cn': '订单中没有明细行 {lineId}',
    en: 'The order has no line {lineId}',
    'zh-tw': '訂單中沒有明細行 {lineId}',
  },
});
