import type { ReorderOutput } from '@retail/contracts/api/retail/purchase';
import type { SheetColumn } from '../shared/excel.ts';

/** Columns of the reorder export (the suggestions, or every barcode with its levels). */
export const REORDER_COLUMNS: SheetColumn<ReorderOutput>[] = [
  { header: 'col.barcode', width: 18, value: (r) => r.barcode },
  { header: 'col.goodsCode', width: 16, value: (r) => r.goodsCode },
  { header: 'col.goodsName', width: 24, value: (r) => r.goodsName },
  { header: 'col.color', width: 10, value: (r) => r.color },
  { header: 'col.size', width: 10, value: (r) => r.size },
  { header: 'col.supplier', width: 20, value: (r) => r.supplierName },
  { header: 'col.qty', width: 10, value: (r) => r.qty },
  { header: 'col.onOrder', width: 10, value: (r) => r.onOrder },
  { header: 'col.minQty', width: 10, value: (r) => r.minQty },
  { header: 'col.maxQty', width: 10, value: (r) => r.maxQty },
  { header: 'col.suggestQty', width: 10, value: (r) => r.suggestQty },
  { header: 'col.lastCost', width: 12, value: (r) => r.lastCost },
];

/** The levels import sheet: barcode, min, max (the template has these headers). */
export const LEVEL_IMPORT_COLUMNS = ['col.barcode', 'col.minQty', 'col.maxQty'] as const;
