import type { ReturnOutput } from '@retail/contracts/api/retail/purchase';
import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';

/** Columns of the supplier return export; the status by name in the caller's language. */
export const RETURN_COLUMNS: SheetColumn<ReturnOutput>[] = [
  { header: 'col.no', width: 20, value: (r) => r.no },
  { header: 'col.status', width: 10, value: (r, lang) => enumLabel(lang, 'supplierReturnStatus', r.status) },
  { header: 'col.supplier', width: 20, value: (r) => r.supplierName },
  { header: 'col.location', width: 16, value: (r) => r.locationName },
  { header: 'col.orderNo', width: 20, value: (r) => r.orderNo },
  { header: 'col.receiptNo', width: 20, value: (r) => r.receiptNo },
  { header: 'col.quantity', width: 10, value: (r) => r.totalQty },
  { header: 'col.returnAmount', width: 12, value: (r) => r.totalAmount },
  { header: 'col.costAmount', width: 12, value: (r) => r.totalCost },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
  { header: 'col.creator', width: 12, value: (r) => r.createUserName },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
  { header: 'col.confirmUser', width: 12, value: (r) => r.confirmUserName },
  { header: 'col.confirmTime', width: 20, value: (r) => r.confirmTime },
];
