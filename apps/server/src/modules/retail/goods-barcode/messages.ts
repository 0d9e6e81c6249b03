import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of barcode refusals; each names the barcode. */
export const barcodeMessages = defineMessages({
  'barcode.badFormat': {
    'zh-cn': '条码 {barcode} 格式不正确：1–32 位数字、字母或 - _ .',
    en: 'Barcode {barcode} is malformed: 1–32 characters of digits, letters or - _ .',
    'zh-tw': '條碼 {barcode} 格式不正確：1–32 位數字、字母或 - _ .',
  },
  'barcode.badCheckDigit': {
    'zh-cn': '条码 {barcode} 是 13 位数字，但 EAN-13 校验位不正确',
    en: 'Barcode {barcode} has 13 digits but its EAN-13 check digit is wrong',
    'zh-tw': '條碼 {barcode} 是 13 位數字，但 EAN-13 檢查碼不正確',
  },
  'barcode.taken': {
    'zh-cn': '条码 {barcode} 已存在',
    en: 'Barcode {barcode} already exists',
    'zh-tw': '條碼 {barcode} 已存在',
  },
  'barcode.variantExists': {
    'zh-cn': '该商品已有颜色 {color}、尺码 {size} 的条码',
    en: 'The goods already has a barcode for colour {color}, size {size}',
    'zh-tw': '該商品已有顏色 {color}、尺碼 {size} 的條碼',
  },
  'barcode.goodsMissing': {
    'zh-cn': '商品不存在',
    en: 'The goods does not exist',
    'zh-tw': '商品不存在',
  },
  'barcode.codeLocked': {
    'zh-cn': '条码 {barcode} 已有库存流水，不能修改条码号',
    en: 'Barcode {barcode} has stock movements; its code can no longer change',
    'zh-tw': '條碼 {barcode} 已有庫存流水，不能修改條碼號',
  },
  'barcode.inUse': {
    'zh-cn': '条码 {barcode} 还有库存 {qty} 或库存流水，不能删除',
    en: 'Barcode {barcode} still has stock ({qty}) or stock movements; it cannot be deleted',
    'zh-tw': '條碼 {barcode} 還有庫存 {qty} 或庫存流水，不能刪除',
  },
  'barcode.noVariants': {
    'zh-cn': '请至少填写一个颜色或尺码',
    en: 'Give at least one colour or size',
    'zh-tw': '請至少填寫一個顏色或尺碼',
  },
});
