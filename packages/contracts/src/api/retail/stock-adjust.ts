import { StockAdjustKind, StockAdjustStatus } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';
import { yuan } from '../money.ts';
import { approvalSummaryOutput } from '../system/approval.ts';

const kind = z.literal(Object.values(StockAdjustKind) as [StockAdjustKind, ...StockAdjustKind[]]);
const status = z.literal(Object.values(StockAdjustStatus) as [StockAdjustStatus, ...StockAdjustStatus[]]);

export const adjustLineInput = z.strictObject({
  /** the code as scanned or typed */
  barcode: z.string().trim().min(1).max(32),
  /** receive/issue: units moved (> 0); stocktake: the counted quantity (>= 0) */
  qty: z.number().int().min(0).max(10_000_000),
  /** yuan per unit; default the goods' cost price */
  costPrice: yuan().optional(),
  remark: z.string().trim().max(256).nullish(),
});

const editable = {
  supplierId: id.nullish(),
  remark: z.string().trim().max(256).nullish(),
  lines: z.array(adjustLineInput).min(1).max(500),
};

export const adjustAddInput = z.strictObject({
  kind,
  ...editable,
  /** the stock location adjusted; absent: the maker's own (another needs stockLocation:choose) */
  locationId: id.nullish(),
});
/** Replaces the draft's supplier, remark and lines; the kind never changes. */
export const adjustUpdateInput = z.strictObject({ id, ...editable });

export const adjustFilterShape = {
  no: z.string().trim().max(32).nullish(),
  kind: kind.nullish(),
  status: status.nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
  barcode: z.string().trim().max(32).nullish(),
  locationId: id.nullish(),
};
export const adjustPageInput = z.strictObject({ ...pageInputShape, ...adjustFilterShape });
export const adjustExportInput = z.strictObject(adjustFilterShape);

const money = z.number();
export const adjustOutput = z.object({
  id: z.number(),
  no: z.string(),
  kind: z.number(),
  status: z.number(),
  orgId: z.number().nullable(),
  locationId: z.number().nullable(),
  locationName: z.string().nullable(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  reverseOfId: z.number().nullable(),
  reversedById: z.number().nullable(),
  totalQty: z.number(),
  totalCost: money,
  remark: z.string().nullable(),
  confirmTime: z.string().nullable(),
  confirmUserName: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** the latest approval (issue 21): its state 1 awaiting approval, 2 approved, 3 rejected, 4 withdrawn; null none */
  approvalId: z.number().nullable(),
  approvalStatus: z.number().nullable(),
});

export const adjustLineOutput = z.object({
  id: z.number(),
  lineNo: z.number(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  goodsCode: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  qty: z.number(),
  bookQty: z.number().nullable(),
  delta: z.number().nullable(),
  costPrice: money,
  remark: z.string().nullable(),
});

export const adjustDetailOutput = adjustOutput.extend({
  lines: z.array(adjustLineOutput),
  /** the latest approval with its history; null when the document never needed one */
  approval: approvalSummaryOutput.nullable(),
});
/** `confirm`: confirmed now, or submitted for approval (the binding's workflow runs; the document waits). */
export const adjustConfirmOutput = z.object({
  status: z.enum(['confirmed', 'submitted']),
  approvalId: z.number().nullable(),
});

export type AdjustAddInput = z.output<typeof adjustAddInput>;
export type AdjustUpdateInput = z.output<typeof adjustUpdateInput>;
export type AdjustLineInput = z.output<typeof adjustLineInput>;
export type AdjustPageInput = z.output<typeof adjustPageInput>;
export type AdjustFilter = z.output<typeof adjustExportInput>;
export type AdjustOutput = z.output<typeof adjustOutput>;
export type AdjustDetailOutput = z.output<typeof adjustDetailOutput>;
export type AdjustLineOutput = z.output<typeof adjustLineOutput>;
export type AdjustConfirmOutput = z.output<typeof adjustConfirmOutput>;
export type AdjustAddBody = z.input<typeof adjustAddInput>;
export type AdjustUpdateBody = z.input<typeof adjustUpdateInput>;
export type AdjustLineBody = z.input<typeof adjustLineInput>;
export type AdjustFilterBody = z.input<typeof adjustExportInput>;
export type AdjustPageBody = z.input<typeof adjustPageInput>;
