import { StockTransferStatus } from '../../index.ts';
import { z } from 'zod';
import { filterText, id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

const status = z.literal(
  Object.values(StockTransferStatus) as [StockTransferStatus, ...StockTransferStatus[]],
);
const remark = z.string().trim().max(256).nullish();

export const transferLineInput = z.strictObject({
  /** the code as scanned or typed; a barcode once per transfer */
  barcode: z.string().trim().min(1).max(32),
  /** units to send (> 0) */
  qty: z.number().int().min(1).max(10_000_000),
  remark,
});

const editable = {
  /** where the goods leave; absent: the maker's own location (another needs stockLocation:choose) */
  fromLocationId: id.nullish(),
  /** where the goods go: any location of the tenant other than `from` */
  toLocationId: id,
  remark,
  lines: z.array(transferLineInput).min(1).max(500),
};

export const transferAddInput = z.strictObject(editable);
/** Replaces the draft's locations, remark and lines. */
export const transferUpdateInput = z.strictObject({ id, ...editable });

/** One receipt: the units arrived per line (0 or absent lines: none this time). */
export const transferReceiveInput = z.strictObject({
  id,
  lines: z
    .array(z.strictObject({ lineId: id, qty: z.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(500),
  remark,
});

/** Ends a partly received transfer: what is still in transit is written off as the difference. */
export const transferCloseInput = z.strictObject({
  id,
  reason: z.string().trim().min(1).max(256),
});

export const transferFilterShape = {
  no: filterText(32),
  status: status.nullish(),
  fromLocationId: id.nullish(),
  toLocationId: id.nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
  barcode: filterText(32),
};
export const transferPageInput = z.strictObject({ ...pageInputShape, ...transferFilterShape });
export const transferExportInput = z.strictObject(transferFilterShape);

/** Barcodes on their way, per destination: shipped, not yet received nor written off. */
export const transitFilterShape = {
  toLocationId: id.nullish(),
  fromLocationId: id.nullish(),
  /** over barcode, goods code and goods name */
  keyword: filterText(64),
};
export const transitPageInput = z.strictObject({ ...pageInputShape, ...transitFilterShape });

const money = z.number();
const quantities = {
  /** planned: the sum of the lines' quantities */
  totalQty: z.number(),
  shippedQty: z.number(),
  receivedQty: z.number(),
  /** written off at close */
  differenceQty: z.number(),
  /** shipped − received − difference */
  inTransitQty: z.number(),
};

export const transferOutput = z.object({
  id: z.number(),
  no: z.string(),
  status: z.number(),
  orgId: z.number().nullable(),
  fromLocationId: z.number(),
  fromLocationName: z.string().nullable(),
  toLocationId: z.number(),
  toLocationName: z.string().nullable(),
  ...quantities,
  /** yuan: the shipped units at the source's average cost when shipped (0 before) */
  totalCost: money,
  remark: z.string().nullable(),
  closeReason: z.string().nullable(),
  shipTime: z.string().nullable(),
  shipUserName: z.string().nullable(),
  /** the last receipt */
  receiveTime: z.string().nullable(),
  receiveUserName: z.string().nullable(),
  closeTime: z.string().nullable(),
  closeUserName: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});

export const transferLineOutput = z.object({
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
  qtyShipped: z.number(),
  qtyReceived: z.number(),
  qtyDifference: z.number(),
  inTransit: z.number(),
  /** yuan per unit: the source's average cost when shipped (null before) */
  unitCost: money.nullable(),
  remark: z.string().nullable(),
});

export const transferDetailOutput = transferOutput.extend({ lines: z.array(transferLineOutput) });

export const transitOutput = z.object({
  toLocationId: z.number(),
  toLocationName: z.string().nullable(),
  barcodeId: z.number(),
  barcode: z.string(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** units on their way to the location */
  qty: z.number(),
  /** yuan: those units at their shipping cost */
  cost: money,
  /** how many transfers carry them */
  transferCount: z.number(),
});

export type TransferAddInput = z.output<typeof transferAddInput>;
export type TransferUpdateInput = z.output<typeof transferUpdateInput>;
export type TransferLineInput = z.output<typeof transferLineInput>;
export type TransferReceiveInput = z.output<typeof transferReceiveInput>;
export type TransferCloseInput = z.output<typeof transferCloseInput>;
export type TransferPageInput = z.output<typeof transferPageInput>;
export type TransferFilter = z.output<typeof transferExportInput>;
export type TransitPageInput = z.output<typeof transitPageInput>;
export type TransferOutput = z.output<typeof transferOutput>;
export type TransferDetailOutput = z.output<typeof transferDetailOutput>;
export type TransferLineOutput = z.output<typeof transferLineOutput>;
export type TransitOutput = z.output<typeof transitOutput>;
export type TransferAddBody = z.input<typeof transferAddInput>;
export type TransferUpdateBody = z.input<typeof transferUpdateInput>;
export type TransferLineBody = z.input<typeof transferLineInput>;
export type TransferReceiveBody = z.input<typeof transferReceiveInput>;
export type TransferCloseBody = z.input<typeof transferCloseInput>;
export type TransferFilterBody = z.input<typeof transferExportInput>;
export type TransferPageBody = z.input<typeof transferPageInput>;
export type TransitPageBody = z.input<typeof transitPageInput>;
export type TransitFilterBody = Omit<TransitPageBody, 'page' | 'pageSize' | 'field' | 'order' | 'descStr'>;
