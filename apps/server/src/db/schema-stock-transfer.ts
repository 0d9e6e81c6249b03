import type { AuditColumns } from './schema.ts';

/** Kysely's view of the stock transfers (migration 0016_stock_transfer). Quantities in units, money in fen. */
export interface RetailStockTransferTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** the org of the staff who made it (data scope) */
  orgId: number | null;
  no: string;
  fromLocationId: number;
  toLocationId: number;
  /** StockTransferStatus */
  status: number;
  /** planned: the sum of the lines' quantities */
  totalQty: number;
  shippedQty: number;
  receivedQty: number;
  /** written off at close */
  differenceQty: number;
  /** the shipped units at their unit cost */
  totalCost: number;
  remark: string | null;
  closeReason: string | null;
  shipTime: number | null;
  shipUserId: number | null;
  shipUserName: string | null;
  /** the last receipt */
  receiveTime: number | null;
  receiveUserId: number | null;
  receiveUserName: string | null;
  closeTime: number | null;
  closeUserId: number | null;
  closeUserName: string | null;
}

export interface RetailStockTransferLineTable {
  id: number;
  tenantId: number;
  transferId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  /** planned */
  qty: number;
  qtyShipped: number;
  qtyReceived: number;
  /** shipped − received when the transfer was closed; in transit = shipped − received − difference */
  qtyDifference: number;
  /** the source's average cost per unit when shipped; null before */
  unitCost: number | null;
  remark: string | null;
}

export interface StockTransferDatabase {
  retailStockTransfer: RetailStockTransferTable;
  retailStockTransferLine: RetailStockTransferLineTable;
}
