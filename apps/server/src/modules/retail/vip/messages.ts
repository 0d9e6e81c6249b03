import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of member refusals. */
export const vipMessages = defineMessages({
  'vip.levelUnknown': {
    'zh-cn': 'level：会员等级“{level}”不在字典 vip_level 中',
    en: "level: member level '{level}' is not in the vip_level dictionary",
    'zh-tw': 'level：會員等級「{level}」不在字典 vip_level 中',
  },
  'vip.hasBalance': {
    'zh-cn': '会员 {cardNo} 还有余额 {balance} 元，不能删除',
    en: 'Member {cardNo} still holds a balance of {balance} yuan and cannot be deleted',
    'zh-tw': '會員 {cardNo} 還有餘額 {balance} 元，不能刪除',
  },
  'vip.topUpMissing': {
    'zh-cn': '没有这笔充值记录',
    en: 'No such top-up',
    'zh-tw': '沒有這筆儲值記錄',
  },
  'vip.topUpMethod': {
    'zh-cn': 'payMethod：充值只能用现金、银行卡或移动支付',
    en: 'payMethod: a top-up is paid by cash, card or mobile pay',
    'zh-tw': 'payMethod：儲值只能用現金、銀行卡或行動支付',
  },
});
