import { z } from 'zod';
import { id } from '../fields.ts';
import { yuan } from '../money.ts';
import { barcodeLookupOutput } from './goods-barcode.ts';
import { saleLineInput } from './sale-order.ts';
import { vipOutput } from './vip.ts';

/** A sale in progress set aside: the cart as the till holds it, without payments. Parking takes no stock. */
export const saleParkAddInput = z.strictObject({
  /** the clerk's note to find it again ("lady in red coat") */
  label: z.string().trim().max(64).nullish(),
  vipId: id.nullish(),
  lines: z.array(saleLineInput).min(1).max(200),
  orderDiscount: yuan().optional(),
  remark: z.string().trim().max(256).nullish(),
});

/** One parked sale as the recall list shows it. */
export const parkedSaleOutput = z.object({
  id: z.number(),
  label: z.string().nullable(),
  vipId: z.number().nullable(),
  lineCount: z.number(),
  totalQty: z.number(),
  /** yuan at the catalogue prices of the moment it was parked; the sale prices again */
  amount: z.number(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
});

export const recalledLineOutput = z.object({
  barcode: z.string(),
  qty: z.number(),
  /** yuan */
  discount: z.number(),
  /** the barcode as the catalogue has it now; null when it no longer exists */
  item: barcodeLookupOutput.nullable(),
});

/** A parked sale taken back: it is gone from the list, its lines carry today's catalogue entries. */
export const recalledSaleOutput = parkedSaleOutput.extend({
  orderDiscount: z.number(),
  remark: z.string().nullable(),
  /** the member when still enabled; null otherwise */
  member: vipOutput.nullable(),
  lines: z.array(recalledLineOutput),
});

export type SaleParkAddInput = z.output<typeof saleParkAddInput>;
export type SaleParkAddBody = z.input<typeof saleParkAddInput>;
export type ParkedSaleOutput = z.output<typeof parkedSaleOutput>;
export type RecalledLineOutput = z.output<typeof recalledLineOutput>;
export type RecalledSaleOutput = z.output<typeof recalledSaleOutput>;
