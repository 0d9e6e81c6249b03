import { defineMessages, texts as label } from '../../../platform/i18n/define-messages.ts';

/** Texts of stock-transfer refusals and of its export's columns. */
export const stockTransferMessages = defineMessages({
  'stockTransfer.sameLocation': {
    'zh-cn': 'toLocationId：调入地点不能与调出地点相同',
    en: 'toLocationId: the destination must differ from the source',
    'zh-tw': 'toLocationId：調入地點不能與調出地點相同',
  },
  'stockTransfer.notDraft': {
    'zh-cn': '调拨单 {no} 不是草稿，不能修改或删除',
    en: 'Transfer {no} is not a draft; it cannot be changed or deleted',
    'zh-tw': '調撥單 {no} 不是草稿，不能修改或刪除',
  },
  'stockTransfer.notShippable': {
    'zh-cn': '调拨单 {no} 不是草稿（已发货或已取消），不能发货',
    en: 'Transfer {no} is not a draft (already shipped or cancelled); it cannot be shipped',
    'zh-tw': '調撥單 {no} 不是草稿（已發貨或已取消），不能發貨',
  },
  'stockTransfer.notReceivable': {
    'zh-cn': '调拨单 {no} 不在途（未发货、已收齐或已关闭），不能收货',
    en: 'Transfer {no} is not in transit (not shipped, fully received or closed); nothing can be received',
    'zh-tw': '調撥單 {no} 不在途（未發貨、已收齊或已關閉），不能收貨',
  },
  'stockTransfer.notClosable': {
    'zh-cn': '只有部分收货的调拨单可以差异关闭（{no}）',
    en: 'Only a partly received transfer can be closed with a difference ({no})',
    'zh-tw': '只有部分收貨的調撥單可以差異關閉（{no}）',
  },
  'stockTransfer.barcodeUnknown': {
    'zh-cn': 'lines：条码 {barcode} 不存在',
    en: 'lines: barcode {barcode} does not exist',
    'zh-tw': 'lines：條碼 {barcode} 不存在',
  },
  'stockTransfer.duplicateBarcode': {
    'zh-cn': 'lines：条码 {barcode} 重复，每个条码只能出现一次',
    en: 'lines: barcode {barcode} appears twice; list each barcode once',
    'zh-tw': 'lines：條碼 {barcode} 重複，每個條碼只能出現一次',
  },
  'stockTransfer.nothingReceived': {
    'zh-cn': 'lines：请至少填写一行大于 0 的收货数量',
    en: 'lines: enter a received quantity above 0 on at least one line',
    'zh-tw': 'lines：請至少填寫一行大於 0 的收貨數量',
  },
  'stockTransfer.lineUnknown': {
    'zh-cn': 'lines：明细 {lineId} 不属于该调拨单',
    en: 'lines: line {lineId} is not a line of this transfer',
    'zh-tw': 'lines：明細 {lineId} 不屬於該調撥單',
  },
  'stockTransfer.lineTwice': {
    'zh-cn': 'lines：明细 {lineId} 出现了两次',
    en: 'lines: line {lineId} is listed twice',
    'zh-tw': 'lines：明細 {lineId} 出現了兩次',
  },
  'stockTransfer.receiveTooMuch': {
    'zh-cn': 'lines：条码 {barcode} 最多还能收 {remaining}，本次填写了 {wanted}',
    en: 'lines: barcode {barcode} has {remaining} left to receive; {wanted} entered',
    'zh-tw': 'lines：條碼 {barcode} 最多還能收 {remaining}，本次填寫了 {wanted}',
  },
  'stockTransfer.col.from': label('调出地点', 'From', '調出地點'),
  'stockTransfer.col.to': label('调入地点', 'To', '調入地點'),
  'stockTransfer.col.shipped': label('已发数量', 'Shipped', '已發數量'),
  'stockTransfer.col.received': label('已收数量', 'Received', '已收數量'),
  'stockTransfer.col.difference': label('差异数量', 'Difference', '差異數量'),
  'stockTransfer.col.inTransit': label('在途数量', 'In transit', '在途數量'),
  'stockTransfer.col.shipTime': label('发货时间', 'Shipped at', '發貨時間'),
  'stockTransfer.col.receiveTime': label('收货时间', 'Received at', '收貨時間'),
  'stockTransfer.col.closeReason': label('关闭原因', 'Close reason', '關閉原因'),
});
