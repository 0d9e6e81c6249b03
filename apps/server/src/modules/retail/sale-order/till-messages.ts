import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the till's money rules: tender, discount limits and approvals, refund methods, returns. */
export const tillMessages = defineMessages({
  'saleOrder.tenderWithoutCash': {
    'zh-cn': 'cashTendered：没有现金支付时不能填写实收现金',
    en: 'cashTendered: cash tendered needs a cash payment',
    'zh-tw': 'cashTendered：沒有現金支付時不能填寫實收現金',
  },
  'saleOrder.tenderTooLow': {
    'zh-cn': 'cashTendered：实收现金 {tendered} 元少于现金支付 {cash} 元',
    en: 'cashTendered: {tendered} yuan tendered is less than the cash payment of {cash} yuan',
    'zh-tw': 'cashTendered：實收現金 {tendered} 元少於現金支付 {cash} 元',
  },
  'saleOrder.discountOverLimit': {
    'zh-cn': '折扣超过您的权限（单行最多 {line}，整单最多 {order}），需要主管授权',
    en: 'discount: above your limit (line at most {line}, order at most {order}); a supervisor must approve it',
    'zh-tw': '折扣超過您的權限（單行最多 {line}，整單最多 {order}），需要主管授權',
  },
  'saleOrder.approverNotAllowed': {
    'zh-cn': 'account：该账号无权授权折扣',
    en: 'account: this account may not approve discounts',
    'zh-tw': 'account：該帳號無權授權折扣',
  },
  'saleOrder.approverLimit': {
    'zh-cn': 'account：折扣超过授权人自己的权限（单行最多 {line}，整单最多 {order}）',
    en: "account: the discount is above the approver's own limit (line at most {line}, order at most {order})",
    'zh-tw': 'account：折扣超過授權人自己的權限（單行最多 {line}，整單最多 {order}）',
  },
  'saleOrder.refundToBalanceNeedsMember': {
    'zh-cn': 'method：退回会员余额需要订单有会员',
    en: 'method: a refund to the member balance needs a member on the order',
    'zh-tw': 'method：退回會員餘額需要訂單有會員',
  },
  'saleOrder.refundMissing': {
    'zh-cn': 'id：退款单不存在',
    en: 'id: the refund does not exist',
    'zh-tw': 'id：退款單不存在',
  },
});
