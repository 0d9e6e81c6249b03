import { defineMessages, texts } from '../../../platform/i18n/define-messages.ts';

/** Texts of till shift refusals and of the shift export. */
export const tillShiftMessages = defineMessages({
  'tillShift.required': texts(
    '班次：请先开班再收银或退款',
    'shift: open a till shift before selling or refunding',
    '班次：請先開班再收銀或退款',
  ),
  'tillShift.alreadyOpen': texts(
    '班次：您已有未交班的班次 {no}，请先交班',
    'shift: you already have an open shift ({no}); close it first',
    '班次：您已有未交班的班次 {no}，請先交班',
  ),
  'tillShift.notOpen': texts(
    'id：班次 {no} 已交班',
    'id: shift {no} is already closed',
    'id：班次 {no} 已交班',
  ),
  'tillShift.sheet': texts('班次', 'Shifts', '班次'),
  'tillShift.status.1': texts('当班', 'Open', '當班'),
  'tillShift.status.2': texts('已交班', 'Closed', '已交班'),
  'tillShift.col.no': texts('班次号', 'Shift no.', '班次號'),
  'tillShift.col.openTime': texts('开班时间', 'Opened', '開班時間'),
  'tillShift.col.closeTime': texts('交班时间', 'Closed', '交班時間'),
  'tillShift.col.float': texts('备用金', 'Float', '備用金'),
  'tillShift.col.salesCount': texts('销售笔数', 'Sales', '銷售筆數'),
  'tillShift.col.salesAmount': texts('销售额', 'Sales amount', '銷售額'),
  'tillShift.col.discount': texts('优惠', 'Discounts', '優惠'),
  'tillShift.col.refundAmount': texts('退款', 'Refunds', '退款'),
  'tillShift.col.cashSales': texts('现金收入', 'Cash sales', '現金收入'),
  'tillShift.col.paidIn': texts('存入', 'Paid in', '存入'),
  'tillShift.col.paidOut': texts('支出', 'Paid out', '支出'),
  'tillShift.col.expectedCash': texts('应有现金', 'Expected cash', '應有現金'),
  'tillShift.col.countedCash': texts('实点现金', 'Counted cash', '實點現金'),
  'tillShift.col.difference': texts('差额', 'Difference', '差額'),
});
