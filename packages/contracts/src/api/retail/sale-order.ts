import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';
import { yuan } from '../money.ts';

const payMethod = z.literal([1, 2, 3, 4]);
const refundMethod = z.enum(['original', 'cash', 'balance']);

export const saleLineInput = z.strictObject({
  /** the code as scanned or typed */
  barcode: z.string().trim().min(1).max(32),
  qty: z.number().int().min(1).max(100_000),
  /** discount on the whole line, yuan */
  discount: yuan().optional(),
});

export const saleOrderAddInput = z.strictObject({
  /** made once per checkout by the client; a retry with the same key returns the first order */
  clientKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '8–64 letters, digits, - or _'),
  vipId: id.nullish(),
  lines: z.array(saleLineInput).min(1).max(200),
  orderDiscount: yuan().optional(),
  payments: z
    .array(z.strictObject({ method: payMethod, amount: yuan() }))
    .min(1)
    .max(8),
  /** cash handed over, yuan: at least the cash payment; the change is the difference */
  cashTendered: yuan().optional(),
  remark: z.string().trim().max(256).nullish(),
  /** the stock location to sell from; absent: the cashier's own (another needs stockLocation:choose) */
  locationId: id.nullish(),
});

export const saleOrderPageInput = z.strictObject({
  ...pageInputShape,
  no: z.string().trim().max(32).nullish(),
  status: z.literal([1, 2, 3, 4]).nullish(),
  /** 1 sales, 2 returns without a receipt (SaleOrderKind) */
  kind: z.literal([1, 2]).nullish(),
  /** business-day range, `yyyy-MM-dd[ HH:mm:ss]` in the business time zone */
  startTime: localTimeText,
  endTime: localTimeText,
  vipKeyword: z.string().trim().max(32).nullish(),
  cashier: z.string().trim().max(64).nullish(),
  barcode: z.string().trim().max(32).nullish(),
});

export const saleRefundInput = z.strictObject({
  id,
  lines: z
    .array(z.strictObject({ lineId: id, qty: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(200),
  /** original (the order's own methods, the default), cash, or balance (orders with a member only) */
  method: refundMethod.optional(),
  reason: z.string().trim().max(256).nullish(),
});

export const saleCancelInput = z.strictObject({ id, reason: z.string().trim().max(256).nullish() });

const money = z.number();

export const saleOrderOutput = z.object({
  id: z.number(),
  no: z.string(),
  clientKey: z.string(),
  status: z.number(),
  orgId: z.number().nullable(),
  vipId: z.number().nullable(),
  vipName: z.string().nullable(),
  vipCardNo: z.string().nullable(),
  vipMobile: z.string().nullable(),
  totalQty: z.number(),
  listAmount: money,
  lineDiscount: money,
  orderDiscount: money,
  amount: money,
  costAmount: money,
  refundQty: z.number(),
  refundAmount: money,
  points: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  /** 1 sale, 2 return without a receipt */
  kind: z.number(),
  cashTendered: money.nullable(),
  cashChange: money.nullable(),
});

export const saleLineOutput = z.object({
  id: z.number(),
  lineNo: z.number(),
  barcodeId: z.number(),
  goodsId: z.number(),
  barcode: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  qty: z.number(),
  price: money,
  discount: money,
  orderDiscountShare: money,
  amount: money,
  refundQty: z.number(),
  refundAmount: money,
});

export const salePaymentOutput = z.object({
  method: z.number(),
  amount: money,
  refundId: z.number().nullable(),
  createTime: z.string(),
});

export const saleRefundOutput = z.object({
  id: z.number(),
  no: z.string(),
  kind: z.number(),
  qty: z.number(),
  amount: money,
  reason: z.string().nullable(),
  /** null: by the order's own methods; else the PayMethod chosen */
  refundMethod: z.number().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
});

/**
 * A refund above the amount an approval binding names (issue 21), held until its approval ends: status 1
 * awaiting approval, 2 refunded (`refundId` the refund made), 3 rejected, 4 withdrawn.
 */
export const saleRefundRequestOutput = z.object({
  id: z.number(),
  qty: z.number(),
  amount: money,
  reason: z.string().nullable(),
  status: z.number(),
  approvalId: z.number(),
  refundId: z.number().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  decidedTime: z.string().nullable(),
});

export const saleOrderDetailOutput = saleOrderOutput.extend({
  lines: z.array(saleLineOutput),
  payments: z.array(salePaymentOutput),
  refunds: z.array(saleRefundOutput),
  refundRequests: z.array(saleRefundRequestOutput),
});

export const receiptOutput = saleOrderDetailOutput.extend({
  header: z.string().nullable(),
  footer: z.string().nullable(),
  shopName: z.string().nullable(),
});

/** A supervisor approves discounts above the cashier's limit for one checkout (its client key). */
export const discountApproveInput = z.strictObject({
  account: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  clientKey: saleOrderAddInput.shape.clientKey,
  /** the largest line discount of the sale, whole percent of the line (rounded up) */
  lineDiscountPct: z.number().int().min(0).max(100),
  /** the order discount, whole percent of the amount after line discounts (rounded up) */
  orderDiscountPct: z.number().int().min(0).max(100),
});

export const discountApprovalOutput = z.object({
  id: z.number(),
  clientKey: z.string(),
  lineDiscountPct: z.number(),
  orderDiscountPct: z.number(),
  requestedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  orderId: z.number().nullable(),
  createTime: z.string(),
});

/** The caller's discount limits, whole percent; null = no limit. */
export const discountLimitOutput = z.object({
  maxLineDiscountPct: z.number().nullable(),
  maxOrderDiscountPct: z.number().nullable(),
});

/** A return without the original receipt: scanned barcodes, money out by cash or to the member's balance. */
export const saleReturnInput = z.strictObject({
  clientKey: saleOrderAddInput.shape.clientKey,
  vipId: id.nullish(),
  lines: z
    .array(z.strictObject({ barcode: saleLineInput.shape.barcode, qty: saleLineInput.shape.qty }))
    .min(1)
    .max(200),
  method: z.enum(['cash', 'balance']),
  /** the stock location the goods go back to; absent: the clerk's own (another needs stockLocation:choose) */
  locationId: id.nullish(),
  reason: z.string().trim().max(256).nullish(),
});

/** What a printed refund slip shows. */
export const refundSlipOutput = z.object({
  shopName: z.string().nullable(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  refund: saleRefundOutput,
  order: z.object({
    id: z.number(),
    no: z.string(),
    kind: z.number(),
    vipName: z.string().nullable(),
    vipCardNo: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      goodsName: z.string(),
      barcode: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      qty: z.number(),
      amount: money,
    }),
  ),
  payments: z.array(z.object({ method: z.number(), amount: money })),
});

export type SaleOrderAddInput = z.output<typeof saleOrderAddInput>;
export type SaleOrderPageInput = z.output<typeof saleOrderPageInput>;
export type SaleRefundInput = z.output<typeof saleRefundInput>;
export type SaleOrderOutput = z.output<typeof saleOrderOutput>;
export type SaleOrderDetailOutput = z.output<typeof saleOrderDetailOutput>;
export type SaleLineOutput = z.output<typeof saleLineOutput>;
export type SalePaymentOutput = z.output<typeof salePaymentOutput>;
export type SaleRefundOutput = z.output<typeof saleRefundOutput>;
export type SaleRefundRequestOutput = z.output<typeof saleRefundRequestOutput>;
export type ReceiptOutput = z.output<typeof receiptOutput>;
export type SaleOrderAddBody = z.input<typeof saleOrderAddInput>;
export type SaleOrderPageBody = z.input<typeof saleOrderPageInput>;
export type SaleRefundBody = z.input<typeof saleRefundInput>;
export type SaleCancelBody = z.input<typeof saleCancelInput>;
export type DiscountApproveInput = z.output<typeof discountApproveInput>;
export type DiscountApproveBody = z.input<typeof discountApproveInput>;
export type DiscountApprovalOutput = z.output<typeof discountApprovalOutput>;
export type DiscountLimitOutput = z.output<typeof discountLimitOutput>;
export type SaleReturnInput = z.output<typeof saleReturnInput>;
export type SaleReturnBody = z.input<typeof saleReturnInput>;
export type RefundSlipOutput = z.output<typeof refundSlipOutput>;
