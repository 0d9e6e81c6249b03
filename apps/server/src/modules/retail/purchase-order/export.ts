import type { PurchaseOutput } from '@retail/contracts/api/retail/purchase';
import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';

/** Columns of the purchase order export; the status by name in the caller's language. */
export const PURCHASE_COLUMNS: SheetColumn<PurchaseOutput>[] = [
  { header: 'col.no', width: 20, value: (r) => r.no },
  { header: 'col.status', width: 10, value: (r, lang) => enumLabel(lang, 'purchaseOrderStatus', r.status) },
  { header: 'col.supplier', width: 20, value: (r) => r.supplierName },
  { header: 'col.location', width: 16, value: (r) => r.locationName },
  { header: 'col.expectedDate', width: 12, value: (r) => r.expectedDate },
  { header: 'col.quantity', width: 10, value: (r) => r.totalQty },
  { header: 'col.orderAmount', width: 12, value: (r) => r.totalAmount },
  { header: 'col.receivedQty', width: 10, value: (r) => r.receivedQty },
  { header: 'col.receivedAmount', width: 12, value: (r) => r.receivedAmount },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
  { header: 'col.creator', width: 12, value: (r) => r.createUserName },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
  { header: 'col.approveUser', width: 12, value: (r) => r.approveUserName },
  { header: 'col.approveTime', width: 20, value: (r) => r.approveTime },
];
