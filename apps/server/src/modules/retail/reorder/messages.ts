import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of reorder-level and suggestion refusals. */
export const reorderMessages = defineMessages({
  'reorder.levelsPaired': {
    'zh-cn': 'maxQty：最低与最高库存须同时填写或同时清空',
    en: 'maxQty: give both the minimum and the maximum, or clear both',
    'zh-tw': 'maxQty：最低與最高庫存須同時填寫或同時清空',
  },
  'reorder.minAboveMax': {
    'zh-cn': 'minQty：最低库存 {min} 不能大于最高库存 {max}',
    en: 'minQty: the minimum {min} must not be more than the maximum {max}',
    'zh-tw': 'minQty：最低庫存 {min} 不能大於最高庫存 {max}',
  },
  'reorder.barcodeUnknown': {
    'zh-cn': 'barcode：条码 {barcode} 不存在',
    en: 'barcode: barcode {barcode} does not exist',
    'zh-tw': 'barcode：條碼 {barcode} 不存在',
  },
  'reorder.sheetDuplicate': {
    'zh-cn': 'barcode：条码 {barcode} 在表格中重复',
    en: 'barcode: barcode {barcode} appears twice in the sheet',
    'zh-tw': 'barcode：條碼 {barcode} 在表格中重複',
  },
  'reorder.barcodeEmpty': {
    'zh-cn': 'barcode：请填写条码',
    en: 'barcode: the barcode is missing',
    'zh-tw': 'barcode：請填寫條碼',
  },
  'reorder.levelNotNumber': {
    'zh-cn': '{field}：“{value}” 不是 0 或正整数',
    en: '{field}: "{value}" is not a whole number of 0 or more',
    'zh-tw': '{field}：「{value}」不是 0 或正整數',
  },
  'reorder.noSupplier': {
    'zh-cn': 'items：条码 {barcode} 的商品没有供应商，请先在商品中设置',
    en: "items: the goods of barcode {barcode} have no supplier; set the goods' supplier first",
    'zh-tw': 'items：條碼 {barcode} 的商品沒有供應商，請先在商品中設定',
  },
  'reorder.nothingToOrder': {
    'zh-cn': 'items：条码 {barcode} 没有建议采购数量，请填写数量',
    en: 'items: barcode {barcode} has no suggested quantity; give a quantity',
    'zh-tw': 'items：條碼 {barcode} 沒有建議採購數量，請填寫數量',
  },
  'reorder.duplicateBarcode': {
    'zh-cn': 'items：条码 {barcode} 重复',
    en: 'items: barcode {barcode} appears twice',
    'zh-tw': 'items：條碼 {barcode} 重複',
  },
});
