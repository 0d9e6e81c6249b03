import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of purchase-order refusals. */
export const purchaseOrderMessages = defineMessages({
  'purchaseOrder.notDraft': {
    'zh-cn': '采购单 {no} 不是草稿，不能修改、删除或审核',
    en: 'Purchase order {no} is not a draft; it cannot be changed, deleted or approved',
    'zh-tw': '採購單 {no} 不是草稿，不能修改、刪除或審核',
  },
  'purchaseOrder.notReceivable': {
    'zh-cn': '采购单 {no} 未审核或已结束，不能收货',
    en: 'Purchase order {no} is not approved or is finished; goods cannot be received on it',
    'zh-tw': '採購單 {no} 未審核或已結束，不能收貨',
  },
  'purchaseOrder.notClosable': {
    'zh-cn': '只有部分收货的采购单可以结案（{no}）；未收货的请作废',
    en: 'Only a partly received purchase order can be closed ({no}); cancel one with nothing received',
    'zh-tw': '只有部分收貨的採購單可以結案（{no}）；未收貨的請作廢',
  },
  'purchaseOrder.notCancellable': {
    'zh-cn': '只有草稿或未收货的已审核采购单可以作废（{no}）',
    en: 'Only a draft or an approved purchase order with nothing received can be cancelled ({no})',
    'zh-tw': '只有草稿或未收貨的已審核採購單可以作廢（{no}）',
  },
  'purchaseOrder.barcodeUnknown': {
    'zh-cn': 'lines：条码 {barcode} 不存在',
    en: 'lines: barcode {barcode} does not exist',
    'zh-tw': 'lines：條碼 {barcode} 不存在',
  },
  'purchaseOrder.duplicateBarcode': {
    'zh-cn': 'lines：条码 {barcode} 重复',
    en: 'lines: barcode {barcode} appears twice',
    'zh-tw': 'lines：條碼 {barcode} 重複',
  },
  'purchaseOrder.supplierMissing': {
    'zh-cn': 'supplierId：供应商不存在',
    en: 'supplierId: the supplier does not exist',
    'zh-tw': 'supplierId：供應商不存在',
  },
  'purchaseOrder.lineUnknown': {
    'zh-cn': 'lines：采购单 {no} 没有明细 {lineId}',
    en: 'lines: purchase order {no} has no line {lineId}',
    'zh-tw': 'lines：採購單 {no} 沒有明細 {lineId}',
  },
  'purchaseOrder.lineTwice': {
    'zh-cn': 'lines：条码 {barcode} 的明细出现两次',
    en: 'lines: the line of barcode {barcode} appears twice',
    'zh-tw': 'lines：條碼 {barcode} 的明細出現兩次',
  },
  'purchaseOrder.nothingToReceive': {
    'zh-cn': 'lines：请至少填写一行大于 0 的收货数量',
    en: 'lines: enter a quantity above 0 on at least one line',
    'zh-tw': 'lines：請至少填寫一行大於 0 的收貨數量',
  },
  'purchaseOrder.overReceipt': {
    'zh-cn': 'lines：条码 {barcode} 收货 {wanted}，超过未到数量 {open}',
    en: 'lines: barcode {barcode}: {wanted} received is more than the {open} still to arrive',
    'zh-tw': 'lines：條碼 {barcode} 收貨 {wanted}，超過未到數量 {open}',
  },
});
