import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of supplier-return refusals. */
export const supplierReturnMessages = defineMessages({
  'supplierReturn.notDraft': {
    'zh-cn': '退货单 {no} 已确认，不能删除',
    en: 'Supplier return {no} is confirmed; it cannot be deleted',
    'zh-tw': '退貨單 {no} 已確認，不能刪除',
  },
  'supplierReturn.supplierRequired': {
    'zh-cn': 'supplierId：请选择供应商，或指定来源采购单',
    en: 'supplierId: choose the supplier, or name the purchase order the goods came from',
    'zh-tw': 'supplierId：請選擇供應商，或指定來源採購單',
  },
  'supplierReturn.supplierMissing': {
    'zh-cn': 'supplierId：供应商不存在',
    en: 'supplierId: the supplier does not exist',
    'zh-tw': 'supplierId：供應商不存在',
  },
  'supplierReturn.supplierMismatch': {
    'zh-cn': 'supplierId：与来源采购单 {no} 的供应商不同',
    en: 'supplierId: not the supplier of purchase order {no} the goods came from',
    'zh-tw': 'supplierId：與來源採購單 {no} 的供應商不同',
  },
  'supplierReturn.locationMismatch': {
    'zh-cn': 'locationId：货物从采购单 {no} 的库存地点退回，不能换地点',
    en: 'locationId: the goods go back from the location of purchase order {no}',
    'zh-tw': 'locationId：貨物從採購單 {no} 的庫存地點退回，不能換地點',
  },
  'supplierReturn.barcodeUnknown': {
    'zh-cn': 'lines：条码 {barcode} 不存在',
    en: 'lines: barcode {barcode} does not exist',
    'zh-tw': 'lines：條碼 {barcode} 不存在',
  },
  'supplierReturn.duplicateBarcode': {
    'zh-cn': 'lines：条码 {barcode} 重复',
    en: 'lines: barcode {barcode} appears twice',
    'zh-tw': 'lines：條碼 {barcode} 重複',
  },
  'supplierReturn.notFromSource': {
    'zh-cn': 'lines：条码 {barcode} 不在来源单据 {no} 上',
    en: 'lines: barcode {barcode} is not on {no}, where the goods came from',
    'zh-tw': 'lines：條碼 {barcode} 不在來源單據 {no} 上',
  },
});
