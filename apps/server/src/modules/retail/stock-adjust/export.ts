import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';
import type { AdjustOutput } from '@retail/contracts/api/retail/stock-adjust';

/** Columns of the adjustment export; kind and status by name in the caller's language. */
export const ADJUST_COLUMNS: SheetColumn<AdjustOutput>[] = [
  { header: 'col.no', width: 20, value: (r) => r.no },
  { header: 'col.kind', width: 8, value: (r, lang) => enumLabel(lang, 'adjustKind', r.kind) },
  { header: 'col.status', width: 8, value: (r, lang) => enumLabel(lang, 'adjustStatus', r.status) },
  { header: 'col.supplier', width: 20, value: (r) => r.supplierName },
  { header: 'col.quantity', width: 10, value: (r) => r.totalQty },
  { header: 'col.costAmount', width: 12, value: (r) => r.totalCost },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
  { header: 'col.creator', width: 12, value: (r) => r.createUserName },
  { header: 'col.createTime', width: 20, value: (r) => r.createTime },
  { header: 'col.confirmUser', width: 12, value: (r) => r.confirmUserName },
  { header: 'col.confirmTime', width: 20, value: (r) => r.confirmTime },
];
