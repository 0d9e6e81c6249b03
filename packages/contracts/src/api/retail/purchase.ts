import { PurchaseOrderStatus, SupplierReturnStatus } from '../../index.ts';
import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { dateText } from '../text-rules.ts';
import { localTimeText } from '../time.ts';
import { yuan } from '../money.ts';

/**
 * Purchasing: purchase orders and their receipts (`/api/purchaseOrder/*`), supplier returns
 * (`/api/supplierReturn/*`) and reorder suggestions from min/max levels (`/api/reorder/*`). Money is yuan in the
 * API (numbers, or numeric text with at most two decimals) and fen inside.
 */

const orderStatus = z.literal(
  Object.values(PurchaseOrderStatus) as [PurchaseOrderStatus, ...PurchaseOrderStatus[]],
);
const returnStatus = z.literal(
  Object.values(SupplierReturnStatus) as [SupplierReturnStatus, ...SupplierReturnStatus[]],
);
const barcode = z.string().trim().min(1).max(32);
const qty = z.number().int().min(1).max(10_000_000);
const remark = z.string().trim().max(256).nullish();
/** `yyyy-MM-dd`; empty or null: none */
const optionalDate = dateText
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v || null);

const docFilter = {
  no: z.string().trim().max(32).nullish(),
  supplierId: id.nullish(),
  locationId: id.nullish(),
  barcode: z.string().trim().max(32).nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
};

// ---------------------------------------------------------------- purchase orders

export const purchaseLineInput = z.strictObject({
  barcode,
  qty,
  /** yuan per unit; default the last purchase cost of the barcode, else the goods' cost price */
  unitCost: yuan().optional(),
  remark,
});

const orderEditable = {
  supplierId: id,
  /** the day the goods are expected (yyyy-MM-dd) */
  expectedDate: optionalDate,
  remark,
  lines: z.array(purchaseLineInput).min(1).max(500),
};

export const purchaseAddInput = z.strictObject({
  ...orderEditable,
  /** the stock location receiving the goods; absent: the maker's own (another needs stockLocation:choose) */
  locationId: id.nullish(),
});
/** Replaces a draft's supplier, date, remark and lines; a location given moves the draft there. */
export const purchaseUpdateInput = z.strictObject({ id, ...orderEditable, locationId: id.nullish() });

export const purchaseFilterShape = { ...docFilter, status: orderStatus.nullish() };
export const purchasePageInput = z.strictObject({ ...pageInputShape, ...purchaseFilterShape });
export const purchaseExportInput = z.strictObject(purchaseFilterShape);

export const purchaseReceiveInput = z.strictObject({
  id,
  remark,
  /** the quantities arriving now, per order line; a line at 0 is left out */
  lines: z
    .array(z.strictObject({ lineId: id, qty: z.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(500),
});

/** Closing short (partly received) or cancelling (draft or approved, nothing received), with a reason. */
export const purchaseCloseInput = z.strictObject({ id, reason: remark });

const money = z.number();

export const purchaseOutput = z.object({
  id: z.number(),
  no: z.string(),
  status: z.number(),
  supplierId: z.number(),
  supplierName: z.string().nullable(),
  orgId: z.number().nullable(),
  locationId: z.number(),
  locationName: z.string().nullable(),
  expectedDate: z.string().nullable(),
  totalQty: z.number(),
  totalAmount: money,
  receivedQty: z.number(),
  receivedAmount: money,
  remark: z.string().nullable(),
  approveTime: z.string().nullable(),
  approveUserName: z.string().nullable(),
  closeTime: z.string().nullable(),
  closeUserName: z.string().nullable(),
  closeReason: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});

export const purchaseLineOutput = z.object({
  id: z.number(),
  lineNo: z.number(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string().nullable(),
  qty: z.number(),
  qtyReceived: z.number(),
  /** still to arrive: qty − received (0 once the order is closed or cancelled) */
  qtyOpen: z.number(),
  unitCost: money,
  amount: money,
  remark: z.string().nullable(),
});

export const receiptLineOutput = z.object({
  id: z.number(),
  orderLineId: z.number(),
  lineNo: z.number(),
  barcode: z.string(),
  goodsName: z.string(),
  qty: z.number(),
  unitCost: money,
  amount: money,
});

export const receiptOutput = z.object({
  id: z.number(),
  no: z.string(),
  totalQty: z.number(),
  totalAmount: money,
  remark: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  lines: z.array(receiptLineOutput),
});

export const purchaseDetailOutput = purchaseOutput.extend({
  lines: z.array(purchaseLineOutput),
  receipts: z.array(receiptOutput),
});

// ---------------------------------------------------------------- supplier returns

export const returnLineInput = z.strictObject({
  barcode,
  qty,
  /** yuan per unit the supplier credits; default the order line's cost, else the location's average cost */
  unitCost: yuan().optional(),
  remark,
});

export const returnAddInput = z.strictObject({
  /** required unless the return names the order or receipt the goods came from */
  supplierId: id.nullish(),
  /** the purchase order the goods came from (its supplier and location are the return's) */
  orderId: id.nullish(),
  /** the purchase receipt the goods came from (and so its order) */
  receiptId: id.nullish(),
  /** the stock location the goods leave; absent: the maker's own, or the order's */
  locationId: id.nullish(),
  remark,
  lines: z.array(returnLineInput).min(1).max(500),
});

export const returnFilterShape = { ...docFilter, status: returnStatus.nullish() };
export const returnPageInput = z.strictObject({ ...pageInputShape, ...returnFilterShape });
export const returnExportInput = z.strictObject(returnFilterShape);

export const returnOutput = z.object({
  id: z.number(),
  no: z.string(),
  status: z.number(),
  supplierId: z.number(),
  supplierName: z.string().nullable(),
  orgId: z.number().nullable(),
  locationId: z.number(),
  locationName: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  receiptId: z.number().nullable(),
  receiptNo: z.string().nullable(),
  totalQty: z.number(),
  totalAmount: money,
  /** the stock value taken out (the location's average cost × qty), once confirmed */
  totalCost: money.nullable(),
  remark: z.string().nullable(),
  confirmTime: z.string().nullable(),
  confirmUserName: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});

export const returnLineOutput = z.object({
  id: z.number(),
  lineNo: z.number(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  qty: z.number(),
  unitCost: money,
  amount: money,
  avgCost: money.nullable(),
  remark: z.string().nullable(),
});

export const returnDetailOutput = returnOutput.extend({ lines: z.array(returnLineOutput) });

// ---------------------------------------------------------------- reorder

export const reorderFilterShape = {
  /** the location; absent: the caller's own */
  locationId: id.nullish(),
  /** barcode, goods code or name */
  keyword: z.string().trim().max(64).nullish(),
  supplierId: id.nullish(),
  /** false/absent: only the suggestions (qty + on order ≤ min); true: every barcode stocked there, to set levels */
  all: z.boolean().nullish(),
};
export const reorderPageInput = z.strictObject({ ...pageInputShape, ...reorderFilterShape });
export const reorderExportInput = z.strictObject(reorderFilterShape);

export const reorderOutput = z.object({
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string().nullable(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  locationId: z.number(),
  qty: z.number(),
  /** ordered and not yet received on approved or partly received orders for this location */
  onOrder: z.number(),
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
  /** max − qty − on order when qty + on order ≤ min, else 0 */
  suggestQty: z.number(),
  /** the last purchase receipt's unit cost, else the goods' cost price (yuan) */
  lastCost: money,
});

const level = z.number().int().min(0).max(10_000_000).nullable();

/** Min and max of one barcode at a location; both null clear them. */
export const reorderLevelsInput = z.strictObject({
  locationId: id.nullish(),
  barcode,
  minQty: level,
  maxQty: level,
});

/** `?locationId=` of the levels import (the body is the .xlsx file). */
export const reorderImportQuery = z.object({ locationId: queryId.optional() });

export const reorderCreateInput = z.strictObject({
  locationId: id.nullish(),
  /** the chosen suggestions; qty absent: the suggested quantity */
  items: z
    .array(z.strictObject({ barcode, qty: qty.optional() }))
    .min(1)
    .max(500),
  expectedDate: optionalDate,
  remark,
});

export const reorderCreateOutput = z.array(
  z.object({
    id: z.number(),
    no: z.string(),
    supplierId: z.number(),
    supplierName: z.string().nullable(),
    lineCount: z.number(),
  }),
);

export type PurchaseLineInput = z.output<typeof purchaseLineInput>;
export type PurchaseAddInput = z.output<typeof purchaseAddInput>;
export type PurchaseUpdateInput = z.output<typeof purchaseUpdateInput>;
export type PurchasePageInput = z.output<typeof purchasePageInput>;
export type PurchaseFilter = z.output<typeof purchaseExportInput>;
export type PurchaseReceiveInput = z.output<typeof purchaseReceiveInput>;
export type PurchaseCloseInput = z.output<typeof purchaseCloseInput>;
export type PurchaseOutput = z.output<typeof purchaseOutput>;
export type PurchaseLineOutput = z.output<typeof purchaseLineOutput>;
export type ReceiptOutput = z.output<typeof receiptOutput>;
export type PurchaseDetailOutput = z.output<typeof purchaseDetailOutput>;
export type PurchaseAddBody = z.input<typeof purchaseAddInput>;
export type PurchaseUpdateBody = z.input<typeof purchaseUpdateInput>;
export type PurchaseLineBody = z.input<typeof purchaseLineInput>;
export type PurchaseFilterBody = z.input<typeof purchaseExportInput>;
export type PurchasePageBody = z.input<typeof purchasePageInput>;
export type PurchaseReceiveBody = z.input<typeof purchaseReceiveInput>;
export type PurchaseCloseBody = z.input<typeof purchaseCloseInput>;

export type ReturnAddInput = z.output<typeof returnAddInput>;
export type ReturnLineInput = z.output<typeof returnLineInput>;
export type ReturnPageInput = z.output<typeof returnPageInput>;
export type ReturnFilter = z.output<typeof returnExportInput>;
export type ReturnOutput = z.output<typeof returnOutput>;
export type ReturnLineOutput = z.output<typeof returnLineOutput>;
export type ReturnDetailOutput = z.output<typeof returnDetailOutput>;
export type ReturnAddBody = z.input<typeof returnAddInput>;
export type ReturnLineBody = z.input<typeof returnLineInput>;
export type ReturnFilterBody = z.input<typeof returnExportInput>;
export type ReturnPageBody = z.input<typeof returnPageInput>;

export type ReorderPageInput = z.output<typeof reorderPageInput>;
export type ReorderFilter = z.output<typeof reorderExportInput>;
export type ReorderOutput = z.output<typeof reorderOutput>;
export type ReorderLevelsInput = z.output<typeof reorderLevelsInput>;
export type ReorderCreateInput = z.output<typeof reorderCreateInput>;
export type ReorderCreateOutput = z.output<typeof reorderCreateOutput>;
export type ReorderFilterBody = z.input<typeof reorderExportInput>;
export type ReorderPageBody = z.input<typeof reorderPageInput>;
export type ReorderLevelsBody = z.input<typeof reorderLevelsInput>;
export type ReorderCreateBody = z.input<typeof reorderCreateInput>;
