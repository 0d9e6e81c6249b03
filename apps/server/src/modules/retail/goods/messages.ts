import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of goods refusals and of the import report. */
export const goodsMessages = defineMessages({
  'goods.codeTaken': {
    'zh-cn': '商品编码 {code} 已存在',
    en: 'Goods code {code} already exists',
    'zh-tw': '商品編碼 {code} 已存在',
  },
  'goods.categoryMissing': {
    'zh-cn': '商品分类 {value} 不存在',
    en: 'Category {value} does not exist',
    'zh-tw': '商品分類 {value} 不存在',
  },
  'goods.supplierMissing': {
    'zh-cn': '供应商 {value} 不存在',
    en: 'Supplier {value} does not exist',
    'zh-tw': '供應商 {value} 不存在',
  },
  'goods.inUse': {
    'zh-cn': '商品的条码 {barcode} 还有库存或库存流水，不能删除；可将商品下架',
    en: 'Barcode {barcode} of this goods still has stock or stock movements; take the goods off sale instead',
    'zh-tw': '商品的條碼 {barcode} 還有庫存或庫存流水，不能刪除；可將商品下架',
  },
  'goods.import.required': {
    'zh-cn': '{column} 不能为空',
    en: '{column} is required',
    'zh-tw': '{column} 不能為空',
  },
  'goods.import.badCode': {
    'zh-cn': '商品编码 {value} 格式不正确：1–32 位数字、字母或 - _ .',
    en: 'Goods code {value} is malformed: 1–32 characters of digits, letters or - _ .',
    'zh-tw': '商品編碼 {value} 格式不正確：1–32 位數字、字母或 - _ .',
  },
  'goods.import.tooLong': {
    'zh-cn': '{column} 最多 {max} 个字符',
    en: '{column} has more than {max} characters',
    'zh-tw': '{column} 最多 {max} 個字元',
  },
  'goods.import.duplicateInFile': {
    'zh-cn': '商品编码 {code} 与第 {row} 行重复',
    en: 'Goods code {code} repeats row {row}',
    'zh-tw': '商品編碼 {code} 與第 {row} 列重複',
  },
  'goods.import.badPrice': {
    'zh-cn': '{column} {value} 不是有效金额（不小于 0，最多两位小数）',
    en: '{column} {value} is not an amount in yuan (0 or more, at most two decimals)',
    'zh-tw': '{column} {value} 不是有效金額（不小於 0，最多兩位小數）',
  },
  'goods.import.badQty': {
    'zh-cn': '{column} {value} 不是不小于 0 的整数',
    en: '{column} {value} is not a whole number of 0 or more',
    'zh-tw': '{column} {value} 不是不小於 0 的整數',
  },
  'goods.import.ambiguous': {
    'zh-cn': '{column} {value} 对应多条记录，请填写编码',
    en: '{column} {value} matches several records; use its code',
    'zh-tw': '{column} {value} 對應多筆記錄，請填寫編碼',
  },
});
