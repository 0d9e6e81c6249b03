import { defineMessages, texts as t } from '../../../platform/i18n/define-messages.ts';

/** Texts of stocktake refusals, its Excel sheets and their columns. */
export const stocktakeMessages = defineMessages({
  'stocktake.notCounting': t(
    '盘点单 {no} 已过账或已取消，不能再盘点、过账或取消',
    'Stocktake {no} is already posted or cancelled; it can no longer be counted, posted or cancelled',
    '盤點單 {no} 已過帳或已取消，不能再盤點、過帳或取消',
  ),
  'stocktake.categoryMissing': t(
    'categoryId：商品分类不存在',
    'categoryId: the category does not exist',
    'categoryId：商品分類不存在',
  ),
  'stocktake.emptyScope': t(
    'categoryId：该范围内没有可盘点的条码',
    'categoryId: there is no barcode to count in this scope',
    'categoryId：該範圍內沒有可盤點的條碼',
  ),
  'stocktake.overlap': t(
    'categoryId：该库存地点的部分条码正在盘点单 {no} 中盘点，请先过账或取消它',
    'categoryId: some of these barcodes are being counted at this location in stocktake {no}; post or cancel it first',
    'categoryId：該庫存地點的部分條碼正在盤點單 {no} 中盤點，請先過帳或取消它',
  ),
  'stocktake.barcodeUnknown': t(
    'barcode：条码 {barcode} 不存在',
    'barcode: barcode {barcode} does not exist',
    'barcode：條碼 {barcode} 不存在',
  ),
  'stocktake.barcodeOutOfScope': t(
    'barcode：条码 {barcode} 不属于本盘点单的商品分类',
    "barcode: barcode {barcode} is not in this stocktake's category",
    'barcode：條碼 {barcode} 不屬於本盤點單的商品分類',
  ),
  'stocktake.barcodeOnOtherCount': t(
    'barcode：条码 {barcode} 正在盘点单 {no} 中盘点',
    'barcode: barcode {barcode} is being counted in stocktake {no}',
    'barcode：條碼 {barcode} 正在盤點單 {no} 中盤點',
  ),
  'stocktake.qtyToAdd': t(
    'qty：请输入要增加的数量（不能为 0 或空）',
    'qty: enter the quantity to add (not 0 or empty)',
    'qty：請輸入要增加的數量（不能為 0 或空白）',
  ),
  'stocktake.qtyNegative': t(
    'qty：条码 {barcode} 的实盘数量不能小于 0',
    'qty: the counted quantity of barcode {barcode} cannot be below 0',
    'qty：條碼 {barcode} 的實盤數量不能小於 0',
  ),
  'stocktake.importBarcodeEmpty': t(
    'barcode：条码为空',
    'barcode: the barcode is empty',
    'barcode：條碼為空白',
  ),
  'stocktake.importQty': t(
    'qty：“{value}”不是 0 或以上的整数',
    'qty: "{value}" is not a whole number of 0 or more',
    'qty：「{value}」不是 0 或以上的整數',
  ),
  'stocktake.status.1': t('盘点中', 'Counting', '盤點中'),
  'stocktake.status.2': t('已过账', 'Posted', '已過帳'),
  'stocktake.status.3': t('已取消', 'Cancelled', '已取消'),
  'stocktake.uncounted.zero': t('按 0 处理', 'Counted as zero', '按 0 處理'),
  'stocktake.uncounted.keep': t('保持不变', 'Left unchanged', '保持不變'),
  'stocktake.notCounted': t('未盘', 'Not counted', '未盤'),
  'stocktake.sheet.list': t('盘点单', 'Stocktakes', '盤點單'),
  'stocktake.sheet.variance': t('盘点差异', 'Stocktake variances', '盤點差異'),
  'stocktake.sheet.template': t('盘点导入', 'Stocktake counts', '盤點匯入'),
  'stocktake.col.location': t('库存地点', 'Location', '庫存地點'),
  'stocktake.col.freezeTime': t('冻结时间', 'Frozen at', '凍結時間'),
  'stocktake.col.postedTime': t('过账时间', 'Posted at', '過帳時間'),
  'stocktake.col.postedUser': t('过账人', 'Posted by', '過帳人'),
  'stocktake.col.uncounted': t('未盘处理', 'Uncounted lines', '未盤處理'),
  'stocktake.col.lines': t('条码数', 'Barcodes', '條碼數'),
  'stocktake.col.counted': t('已盘', 'Counted', '已盤'),
  'stocktake.col.bookQty': t('账面数量', 'Book qty', '帳面數量'),
  'stocktake.col.countedQty': t('实盘数量', 'Counted qty', '實盤數量'),
  'stocktake.col.movementQty': t('盘点期间变动', 'Moved during count', '盤點期間變動'),
  'stocktake.col.varianceQty': t('差异数量', 'Variance qty', '差異數量'),
  'stocktake.col.avgCost': t('平均成本', 'Average cost', '平均成本'),
  'stocktake.col.varianceValue': t('差异金额', 'Variance value', '差異金額'),
  'stocktake.col.countQty': t('数量', 'Qty', '數量'),
});
