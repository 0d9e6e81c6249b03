import { enumLabel } from '../shared/enum-labels.ts';
import type { SheetColumn } from '../shared/excel.ts';
import { fenToYuan } from '@retail/contracts';
import type { ColumnKey } from '../shared/columns.ts';
import type { GoodsRow } from './repository.ts';

/** Columns of the import template, in the order rows are read; * marks the required ones. */
export const TEMPLATE_COLUMNS: Array<{ key: ColumnKey; required?: boolean; width?: number }> = [
  { key: 'col.code', required: true },
  { key: 'col.name', required: true, width: 24 },
  { key: 'col.category' },
  { key: 'col.supplier' },
  { key: 'col.unit', width: 8 },
  { key: 'col.spec' },
  { key: 'col.brand' },
  { key: 'col.costPrice' },
  { key: 'col.retailPrice', required: true },
  { key: 'col.memberPrice' },
  { key: 'col.minStock' },
  { key: 'col.barcode', width: 18 },
  { key: 'col.remark', width: 24 },
];

const yuanOf = (fen: number) => fenToYuan(Number(fen));

/** Columns of the goods export. */
export const GOODS_SHEET_COLUMNS: SheetColumn<GoodsRow>[] = [
  { header: 'col.code', value: (r) => r.code },
  { header: 'col.name', width: 24, value: (r) => r.name },
  { header: 'col.category', value: (r) => r.categoryName },
  { header: 'col.supplier', value: (r) => r.supplierName },
  { header: 'col.unit', width: 8, value: (r) => r.unit },
  { header: 'col.spec', value: (r) => r.spec },
  { header: 'col.brand', value: (r) => r.brand },
  { header: 'col.costPrice', value: (r) => yuanOf(r.costPrice) },
  { header: 'col.retailPrice', value: (r) => yuanOf(r.retailPrice) },
  { header: 'col.memberPrice', value: (r) => yuanOf(r.memberPrice) },
  { header: 'col.minStock', value: (r) => r.minStock },
  { header: 'col.qty', value: (r) => Number(r.stockQty) },
  { header: 'col.status', value: (r, lang) => enumLabel(lang, 'saleStatus', r.status) },
  { header: 'col.remark', width: 24, value: (r) => r.remark },
];
