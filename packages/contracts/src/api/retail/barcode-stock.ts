import { z } from 'zod';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';
import { filterText, id } from '../fields.ts';

const flag = z.boolean().nullish();

const stockFilters = {
  /** one location; absent: every location the caller may read (one row per barcode and location) */
  locationId: id.nullish(),
  /** over barcode, goods code and goods name */
  keyword: filterText(64),
  /** the category and every category below it */
  categoryId: id.nullish(),
  /** qty <= the goods' min stock */
  lowStock: flag,
  /** qty = 0 */
  zeroStock: flag,
  /** qty < 0 (tenants that allow negative stock) */
  negativeStock: flag,
};
export const stockFilter = z.strictObject(stockFilters);
export const stockPageInput = z.strictObject({ ...pageInputShape, ...stockFilters });

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm[:ss]` in the business time zone. */
const localTime = localTimeText.transform((v) => v || undefined);

const logFilters = {
  barcode: filterText(32),
  goodsId: id.nullish(),
  barcodeId: id.nullish(),
  kind: z.number().int().min(1).max(99).nullish(),
  sourceNo: filterText(32),
  locationId: id.nullish(),
  /** from this time (a date alone: its start) */
  startTime: localTime,
  /** up to this time (a date alone: its whole day) */
  endTime: localTime,
};
export const stockLogFilter = z.strictObject(logFilters);
export const stockLogPageInput = z.strictObject({ ...pageInputShape, ...logFilters });

export const stockOutput = z.object({
  /** the counter: one per barcode and location */
  id: z.number(),
  locationId: z.number(),
  locationName: z.string().nullable(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string().nullable(),
  costPrice: z.number(),
  retailPrice: z.number(),
  memberPrice: z.number(),
  qty: z.number(),
  /** moving-average cost per unit at this location, yuan */
  avgCost: z.number(),
  /** qty × average cost, yuan */
  value: z.number(),
  /** the location's reorder minimum, else the goods' min stock */
  minStock: z.number(),
  /** the location's reorder maximum (null: not set) */
  maxStock: z.number().nullable(),
  /** qty <= min stock */
  low: z.boolean(),
  updateTime: z.string(),
});

export const stockLogOutput = z.object({
  id: z.number(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  kind: z.number(),
  qtyBefore: z.number(),
  delta: z.number(),
  qtyAfter: z.number(),
  sourceType: z.string(),
  sourceId: z.number(),
  sourceNo: z.string().nullable(),
  sourceLineId: z.number().nullable(),
  orgId: z.number().nullable(),
  locationId: z.number(),
  locationName: z.string().nullable(),
  /** cost per unit of the movement, yuan */
  unitCost: z.number(),
  /** the location's average cost after it, yuan */
  avgCostAfter: z.number(),
  remark: z.string().nullable(),
  createUserName: z.string().nullable(),
  createTime: z.string(),
});

export type StockFilter = z.output<typeof stockFilter>;
export type StockPageInput = z.output<typeof stockPageInput>;
export type StockLogFilter = z.output<typeof stockLogFilter>;
export type StockLogPageInput = z.output<typeof stockLogPageInput>;
export type StockOutput = z.output<typeof stockOutput>;
export type StockLogOutput = z.output<typeof stockLogOutput>;
export type StockFilterBody = z.input<typeof stockFilter>;
export type StockPageBody = z.input<typeof stockPageInput>;
export type StockLogFilterBody = z.input<typeof stockLogFilter>;
export type StockLogPageBody = z.input<typeof stockLogPageInput>;
