import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of stock and balance ledger refusals. */
export const ledgerMessages = defineMessages({
  'stock.insufficient': {
    'zh-cn': '条码 {barcode} 库存不足：可用 {available}，需要 {wanted}',
    en: 'Insufficient stock for barcode {barcode}: {available} available, {wanted} wanted',
    'zh-tw': '條碼 {barcode} 庫存不足：可用 {available}，需要 {wanted}',
  },
  'stock.barcodeMissing': {
    'zh-cn': '条码 {barcode} 不存在',
    en: 'Barcode {barcode} does not exist',
    'zh-tw': '條碼 {barcode} 不存在',
  },
  'balance.insufficient': {
    'zh-cn': '会员 {cardNo} 余额不足：余额 {balance} 元，需要 {wanted} 元',
    en: 'Insufficient balance for member {cardNo}: {balance} yuan available, {wanted} yuan wanted',
    'zh-tw': '會員 {cardNo} 餘額不足：餘額 {balance} 元，需要 {wanted} 元',
  },
  'balance.memberMissing': {
    'zh-cn': '会员不存在或已停用',
    en: 'The member does not exist or is disabled',
    'zh-tw': '會員不存在或已停用',
  },
});
