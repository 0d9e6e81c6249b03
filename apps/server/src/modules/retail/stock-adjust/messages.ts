import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of stock-adjustment refusals. */
export const stockAdjustMessages = defineMessages({
  'stockAdjust.notDraft': {
    'zh-cn': '单据 {no} 不是草稿，不能修改或删除',
    en: 'Document {no} is not a draft; it cannot be changed or deleted',
    'zh-tw': '單據 {no} 不是草稿，不能修改或刪除',
  },
  'stockAdjust.awaitingApproval': {
    'zh-cn': '单据 {no} 正在审批中，审批结束前不能修改、删除或确认',
    en: 'Document {no} is awaiting approval; it cannot be changed, deleted or confirmed until the approval ends',
    'zh-tw': '單據 {no} 正在審批中，審批結束前不能修改、刪除或確認',
  },
  'stockAdjust.notConfirmable': {
    'zh-cn': '单据 {no} 已作废，不能确认',
    en: 'Document {no} is voided; it cannot be confirmed',
    'zh-tw': '單據 {no} 已作廢，不能確認',
  },
  'stockAdjust.notVoidable': {
    'zh-cn': '只有已确认且未冲销的单据可以作废（{no}）',
    en: 'Only a confirmed document that is not a reversal and not yet voided can be voided ({no})',
    'zh-tw': '只有已確認且未沖銷的單據可以作廢（{no}）',
  },
  'stockAdjust.barcodeUnknown': {
    'zh-cn': 'lines：条码 {barcode} 不存在',
    en: 'lines: barcode {barcode} does not exist',
    'zh-tw': 'lines：條碼 {barcode} 不存在',
  },
  'stockAdjust.duplicateBarcode': {
    'zh-cn': 'lines：盘点单中条码 {barcode} 重复',
    en: 'lines: barcode {barcode} appears twice in the stocktake',
    'zh-tw': 'lines：盤點單中條碼 {barcode} 重複',
  },
  'stockAdjust.supplierOnlyReceive': {
    'zh-cn': 'supplierId：只有入库单可以指定供应商',
    en: 'supplierId: only a receipt can name a supplier',
    'zh-tw': 'supplierId：只有入庫單可以指定供應商',
  },
  'stockAdjust.supplierMissing': {
    'zh-cn': 'supplierId：供应商不存在',
    en: 'supplierId: the supplier does not exist',
    'zh-tw': 'supplierId：供應商不存在',
  },
  'stockAdjust.qtyZero': {
    'zh-cn': 'lines：条码 {barcode} 的数量必须大于 0',
    en: 'lines: the quantity of barcode {barcode} must be more than 0',
    'zh-tw': 'lines：條碼 {barcode} 的數量必須大於 0',
  },
});
