import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of stock and balance ledger refusals, and of the nightly ledger check's notice. */
export const ledgerMessages = defineMessages({
  'ledgerCheck.title': {
    'zh-cn': '台账核对：库存或会员余额与流水不符',
    en: 'Ledger check: stock or balances differ from their ledgers',
    'zh-tw': '台帳核對：庫存或會員餘額與流水不符',
  },
  'ledgerCheck.summary': {
    'zh-cn':
      '夜间台账核对发现 {stockCount} 个条码的库存不等于库存流水合计，{vipCount} 个会员的余额不等于余额流水合计或为负数。系统没有做任何修正，请核查原因后处理。',
    en: 'The nightly ledger check found {stockCount} barcodes whose stock is not the sum of their stock log and {vipCount} members whose balance is not the sum of their balance ledger or is negative. Nothing was corrected; please find the cause and put it right.',
    'zh-tw':
      '夜間台帳核對發現 {stockCount} 個條碼的庫存不等於庫存流水合計，{vipCount} 個會員的餘額不等於餘額流水合計或為負數。系統沒有做任何修正，請核查原因後處理。',
  },
  'ledgerCheck.stockLine': {
    'zh-cn': '条码 {barcode}：库存 {qty}，流水合计 {logTotal}',
    en: 'Barcode {barcode}: stock {qty}, stock log sum {logTotal}',
    'zh-tw': '條碼 {barcode}：庫存 {qty}，流水合計 {logTotal}',
  },
  'ledgerCheck.vipLine': {
    'zh-cn': '会员 {cardNo}：余额 {balance} 元，流水合计 {ledgerTotal} 元',
    en: 'Member {cardNo}: balance {balance} yuan, ledger sum {ledgerTotal} yuan',
    'zh-tw': '會員 {cardNo}：餘額 {balance} 元，流水合計 {ledgerTotal} 元',
  },
  'ledgerCheck.more': {
    'zh-cn': '另有 {count} 项未列出',
    en: '{count} more not listed',
    'zh-tw': '另有 {count} 項未列出',
  },
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
  'stock.noLocation': {
    'zh-cn': '本租户没有可存放库存的机构，请先添加门店或仓库',
    en: 'This tenant has no organisation that can hold stock; add a store or warehouse first',
    'zh-tw': '本租戶沒有可存放庫存的機構，請先新增門市或倉庫',
  },
  'stock.locationInvalid': {
    'zh-cn': '库存地点 {id} 不是本租户的门店或仓库',
    en: 'Stock location {id} is not a store or warehouse of this tenant',
    'zh-tw': '庫存地點 {id} 不是本租戶的門市或倉庫',
  },
  'stock.locationNotYours': {
    'zh-cn': '无权操作库存地点 {id} 的库存',
    en: 'You may not work on the stock of location {id}',
    'zh-tw': '無權操作庫存地點 {id} 的庫存',
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
