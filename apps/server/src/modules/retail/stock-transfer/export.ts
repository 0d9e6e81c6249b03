import type { TransferOutput } from '@retail/contracts/api/retail/stock-transfer';
import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';

/** Columns of the transfer export; the status by name in the caller's language. */
export const TRANSFER_COLUMNS: SheetColumn<TransferOutput>[] = [
  { header: 'col.no', width: 20, value: (r) => r.no },
  { header: 'col.status', width: 12, value: (r, lang) => enumLabel(lang, 'transferStatus', r.status) },
  { header: 'stockTransfer.col.from', width: 16, value: (r) => r.fromLocationName },
  { header: 'stockTransfer.col.to', width: 16, value: (r) => r.toLocationName },
  { header: 'col.quantity', width: 10, value: (r) => r.totalQty },
  { header: 'stockTransfer.col.shipped', width: 10, value: (r) => r.shippedQty },
  { header: 'stockTransfer.col.received', width: 10, value: (r) => r.receivedQty },
  { header: 'stockTransfer.col.difference', width: 10, value: (r) => r.differenceQty },
  { header: 'stockTransfer.col.inTransit', width: 10, value: (r) => r.inTransitQty },
  { header: 'col.costAmount', width: 12, value: (r) => r.totalCost },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
  { header: 'stockTransfer.col.closeReason', width: 24, value: (r) => r.closeReason },
  { header: 'col.creator', width: 12, value: (r) => r.createUserName },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
  { header: 'stockTransfer.col.shipTime', width: 20, value: (r) => r.shipTime },
  { header: 'stockTransfer.col.receiveTime', width: 20, value: (r) => r.receiveTime },
];
