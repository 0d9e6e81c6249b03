import { StocktakeStatus, StocktakeUncounted } from '../../index.ts';
import { z } from 'zod';
import { filterText, id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

const status = z.literal(Object.values(StocktakeStatus) as [StocktakeStatus, ...StocktakeStatus[]]);
const uncounted = z.enum([StocktakeUncounted.Zero, StocktakeUncounted.Keep]);

/** The most units one count may enter for a barcode. */
export const STOCKTAKE_MAX_QTY = 10_000_000;

/** Starts a count: freezes the book quantities of the location (of the category and its descendants). */
export const stocktakeAddInput = z.strictObject({
  /** the location counted; absent: the caller's own (another needs stockLocation:choose) */
  locationId: id.nullish(),
  /** one category with its descendants; absent: every barcode of the location */
  categoryId: id.nullish(),
  remark: z.string().trim().max(256).nullish(),
});

/**
 * One count of a barcode: `add` adds `qty` (a scan adds 1; a negative qty takes a mistaken scan back, never below
 * zero), `set` sets the counted quantity (`null` makes the line uncounted again). A barcode of the location that is
 * not on the sheet is added to it (docs/decisions.md "Stocktakes").
 */
export const stocktakeCountInput = z.strictObject({
  id,
  barcode: z.string().trim().min(1).max(32),
  mode: z.enum(['add', 'set']).default('add'),
  qty: z.number().int().min(-STOCKTAKE_MAX_QTY).max(STOCKTAKE_MAX_QTY).nullable(),
});

/** Lines of one stocktake: counted, not counted, with a variance, or added while counting. */
export const stocktakeLineState = z.enum(['counted', 'uncounted', 'variance', 'added']);
const lineFilterShape = {
  id,
  /** barcode, goods code or name */
  keyword: filterText(64),
  state: stocktakeLineState.nullish(),
};
export const stocktakeLinesInput = z.strictObject({ ...pageInputShape, ...lineFilterShape });
export const stocktakeLinesExportInput = z.strictObject(lineFilterShape);

/** Posting: what to do with the lines nobody counted is an explicit choice. */
export const stocktakePostInput = z.strictObject({ id, uncounted });

export const stocktakeFilterShape = {
  no: z.string().trim().max(32).nullish(),
  status: status.nullish(),
  locationId: id.nullish(),
  categoryId: id.nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
};
export const stocktakePageInput = z.strictObject({ ...pageInputShape, ...stocktakeFilterShape });
export const stocktakeExportInput = z.strictObject(stocktakeFilterShape);

const money = z.number();
export const stocktakeOutput = z.object({
  id: z.number(),
  no: z.string(),
  status: z.number(),
  orgId: z.number().nullable(),
  locationId: z.number(),
  locationName: z.string().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  /** when the book quantities were frozen (the start) */
  freezeTime: z.string(),
  postedTime: z.string().nullable(),
  postedUserName: z.string().nullable(),
  /** the choice made at posting for uncounted lines */
  uncounted: uncounted.nullable(),
  lineCount: z.number(),
  countedCount: z.number(),
  /** counted lines while counting; every line once posted */
  totalVarianceQty: z.number(),
  totalVarianceValue: money,
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
  updateUserName: z.string().nullable(),
});

/** The variance report's totals. Values are yuan at the average cost of the freeze. */
export const stocktakeSummary = z.object({
  lineCount: z.number(),
  countedCount: z.number(),
  uncountedCount: z.number(),
  /** book quantities of the counted lines, and what was counted on them */
  bookQty: z.number(),
  countedQty: z.number(),
  varianceQty: z.number(),
  varianceValue: money,
  gainQty: z.number(),
  gainValue: money,
  lossQty: z.number(),
  lossValue: money,
  /** the book of the lines not counted: the loss if they are posted as zero */
  uncountedBookQty: z.number(),
  uncountedBookValue: money,
});

export const stocktakeDetailOutput = stocktakeOutput.extend({ summary: stocktakeSummary });

export const stocktakeLineOutput = z.object({
  id: z.number(),
  lineNo: z.number(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  categoryName: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string().nullable(),
  bookQty: z.number(),
  /** yuan per unit at the freeze */
  avgCost: money,
  countedQty: z.number().nullable(),
  /** movements since the freeze: so far while counting, as posted afterwards */
  movementQty: z.number(),
  /** the stock now (while counting), or right after the posting */
  currentQty: z.number(),
  varianceQty: z.number().nullable(),
  varianceValue: money.nullable(),
  added: z.boolean(),
  countTime: z.string().nullable(),
  countUserName: z.string().nullable(),
});

export const stocktakePrintOutput = stocktakeDetailOutput.extend({ lines: z.array(stocktakeLineOutput) });

export type StocktakeAddInput = z.output<typeof stocktakeAddInput>;
export type StocktakeCountInput = z.output<typeof stocktakeCountInput>;
export type StocktakeLineState = z.output<typeof stocktakeLineState>;
export type StocktakeLinesInput = z.output<typeof stocktakeLinesInput>;
export type StocktakeLinesFilter = z.output<typeof stocktakeLinesExportInput>;
export type StocktakePostInput = z.output<typeof stocktakePostInput>;
export type StocktakePageInput = z.output<typeof stocktakePageInput>;
export type StocktakeFilter = z.output<typeof stocktakeExportInput>;
export type StocktakeOutput = z.output<typeof stocktakeOutput>;
export type StocktakeSummary = z.output<typeof stocktakeSummary>;
export type StocktakeDetailOutput = z.output<typeof stocktakeDetailOutput>;
export type StocktakeLineOutput = z.output<typeof stocktakeLineOutput>;
export type StocktakePrintOutput = z.output<typeof stocktakePrintOutput>;
export type StocktakeAddBody = z.input<typeof stocktakeAddInput>;
export type StocktakeCountBody = z.input<typeof stocktakeCountInput>;
export type StocktakeLinesBody = z.input<typeof stocktakeLinesInput>;
export type StocktakeLinesFilterBody = z.input<typeof stocktakeLinesExportInput>;
export type StocktakePostBody = z.input<typeof stocktakePostInput>;
export type StocktakePageBody = z.input<typeof stocktakePageInput>;
export type StocktakeFilterBody = z.input<typeof stocktakeExportInput>;
