import { z } from 'zod';
import { id, optionalText } from '../fields.ts';
import { yuan, yuanOutput } from '../money.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

/** Open a shift: the cash put in the drawer to start with. */
export const tillShiftOpenInput = z.strictObject({
  floatAmount: yuan(),
  remark: optionalText(256),
});

/** Paid in (kind 1) or paid out (kind 2) of an open shift's drawer. */
export const tillShiftCashInput = z.strictObject({
  shiftId: id,
  kind: z.literal([1, 2]),
  amount: yuan().refine((fen) => fen > 0, 'more than 0'),
  reason: z.string().trim().min(1).max(128),
});

/** Close a shift with the cash counted in the drawer. */
export const tillShiftCloseInput = z.strictObject({
  id,
  countedCash: yuan(),
  remark: optionalText(256),
});

export const tillShiftPageInput = z.strictObject({
  ...pageInputShape,
  /** opened in this range, `yyyy-MM-dd[ HH:mm:ss]` in the business time zone */
  startTime: localTimeText,
  endTime: localTimeText,
  cashier: z.string().trim().max(64).nullish(),
  status: z.literal([1, 2]).nullish(),
});

const money = yuanOutput();

export const tillShiftOutput = z.object({
  id: z.number(),
  no: z.string(),
  status: z.number(),
  orgId: z.number().nullable(),
  userId: z.number(),
  userName: z.string().nullable(),
  floatAmount: money,
  openTime: z.string(),
  closeTime: z.string().nullable(),
  closeUserName: z.string().nullable(),
  expectedCash: money.nullable(),
  countedCash: money.nullable(),
  difference: money.nullable(),
  remark: z.string().nullable(),
});

/** Money of one payment method in a shift: sales received, refunds paid back, and the net. */
export const shiftMethodOutput = z.object({
  method: z.number(),
  sales: money,
  refunds: money,
  net: money,
});

/**
 * The X (while open, as of now) or Z (as stored at close) figures of a shift. Expected cash = float + cash
 * payments (sales positive, refunds negative) + paid in − paid out; counted and difference only at close.
 */
export const shiftFiguresOutput = z.object({
  salesCount: z.number(),
  salesAmount: money,
  discountAmount: money,
  refundCount: z.number(),
  refundAmount: money,
  netSales: money,
  byMethod: z.array(shiftMethodOutput),
  floatAmount: money,
  cashSales: money,
  cashRefunds: money,
  paidIn: money,
  paidOut: money,
  expectedCash: money,
  countedCash: money.nullable(),
  difference: money.nullable(),
});

export const tillCashOutput = z.object({
  id: z.number(),
  kind: z.number(),
  amount: money,
  reason: z.string(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
});

export const tillShiftDetailOutput = tillShiftOutput.extend({
  /** 'X' while the shift is open (figures as of now), 'Z' once closed (figures as stored at close) */
  report: z.enum(['X', 'Z']),
  figures: shiftFiguresOutput,
  cash: z.array(tillCashOutput),
});

/** What a printed X or Z report shows: the detail, the shop and when it was printed. */
export const tillShiftPrintOutput = tillShiftDetailOutput.extend({
  shopName: z.string().nullable(),
  printTime: z.string(),
});

/** The caller's open shift, or null. */
export const tillShiftCurrentOutput = tillShiftDetailOutput.nullable();

export type TillShiftOpenInput = z.output<typeof tillShiftOpenInput>;
export type TillShiftOpenBody = z.input<typeof tillShiftOpenInput>;
export type TillShiftCashInput = z.output<typeof tillShiftCashInput>;
export type TillShiftCashBody = z.input<typeof tillShiftCashInput>;
export type TillShiftCloseInput = z.output<typeof tillShiftCloseInput>;
export type TillShiftCloseBody = z.input<typeof tillShiftCloseInput>;
export type TillShiftPageInput = z.output<typeof tillShiftPageInput>;
export type TillShiftPageBody = z.input<typeof tillShiftPageInput>;
export type TillShiftOutput = z.output<typeof tillShiftOutput>;
export type ShiftFiguresOutput = z.output<typeof shiftFiguresOutput>;
export type TillCashOutput = z.output<typeof tillCashOutput>;
export type TillShiftDetailOutput = z.output<typeof tillShiftDetailOutput>;
export type TillShiftPrintOutput = z.output<typeof tillShiftPrintOutput>;
