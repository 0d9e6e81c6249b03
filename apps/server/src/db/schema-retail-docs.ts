import type { Generated } from 'kysely';
import type { AuditColumns } from './schema.ts';

/** Kysely's view of the retail document tables (migration 0005_retail_documents). Money in fen. */

interface TenantRow {
  id: number;
  tenantId: number;
}

export interface RetailStockAdjustTable extends TenantRow, AuditColumns {
  /** the stock location the document moved (migration 0015) */
  locationId: number | null;
  orgId: number | null;
  no: string;
  kind: number;
  status: number;
  supplierId: number | null;
  reverseOfId: number | null;
  reversedById: number | null;
  totalQty: number;
  totalCost: number;
  remark: string | null;
  confirmTime: number | null;
  confirmUserId: number | null;
  confirmUserName: string | null;
  /** the document's latest approval (migration 0026) */
  approvalId: number | null;
  /** that approval's state: 1 running (the draft waits), 2 approved, 3 rejected, 4 withdrawn; null: none */
  approvalStatus: number | null;
}

export interface RetailStockAdjustLineTable extends TenantRow {
  adjustId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  /** receive/issue: the quantity moved (positive); stocktake: the counted quantity */
  qty: number;
  /** stocktake: the book quantity when it was confirmed */
  bookQty: number | null;
  /** the change applied at confirmation */
  delta: number | null;
  costPrice: number;
  remark: string | null;
}

export interface RetailSaleOrderTable extends TenantRow, AuditColumns {
  /** the stock location the document moved (migration 0015) */
  locationId: number | null;
  orgId: number | null;
  no: string;
  clientKey: string;
  /** sha256 of the request body the client key came with (null for orders from before it was kept) */
  clientHash: string | null;
  vipId: number | null;
  status: number;
  totalQty: number;
  listAmount: number;
  lineDiscount: number;
  orderDiscount: number;
  amount: number;
  costAmount: number;
  refundQty: number;
  refundAmount: number;
  points: number;
  remark: string | null;
  /** the till shift it was sold in (migration 0011) */
  shiftId: number | null;
  /** 1 sale (the column's default), 2 return without a receipt (SaleOrderKind; migration 0012) */
  kind: Generated<number>;
  /** cash handed over by the customer and the change given, fen; null when not recorded */
  cashTendered: number | null;
  cashChange: number | null;
}

export interface RetailSaleOrderLineTable extends TenantRow {
  orderId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  categoryId: number | null;
  barcode: string;
  goodsCode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  qty: number;
  price: number;
  discount: number;
  orderDiscountShare: number;
  amount: number;
  costPrice: number;
  refundQty: number;
  refundAmount: number;
}

export interface RetailSaleRefundTable extends TenantRow {
  /** the stock location the document moved (migration 0015) */
  locationId: number | null;
  orderId: number;
  orgId: number | null;
  no: string;
  /** 1 cancel (the whole order), 2 refund (chosen lines) */
  kind: number;
  qty: number;
  amount: number;
  reason: string | null;
  /** null: back by the order's own methods; else the one PayMethod chosen (migration 0012) */
  refundMethod: number | null;
  createTime: number;
  createUserId: number | null;
  createUserName: string | null;
  /** the till shift it was made in (migration 0011) */
  shiftId: number | null;
}

export interface RetailSaleRefundLineTable extends TenantRow {
  refundId: number;
  orderLineId: number;
  qty: number;
  amount: number;
}

export interface RetailSalePaymentTable extends TenantRow {
  orderId: number;
  refundId: number | null;
  method: number;
  amount: number;
  createTime: number;
  /** the till shift the money moved in (migration 0011) */
  shiftId: number | null;
}

/** A role's discount limits, whole percent; null = no limit (migration 0012). */
export interface RetailDiscountLimitTable extends TenantRow {
  roleId: number;
  maxLinePct: number | null;
  maxOrderPct: number | null;
  updateTime: number | null;
  updateUserId: number | null;
  updateUserName: string | null;
}

/** A supervisor's approval of discounts above a cashier's limit, for one checkout's client key: the log. */
export interface RetailDiscountApprovalTable extends TenantRow {
  clientKey: string;
  linePct: number;
  orderPct: number;
  requestedById: number;
  requestedByName: string | null;
  approvedById: number;
  approvedByName: string | null;
  orderId: number | null;
  createTime: number;
  usedTime: number | null;
}

export interface RetailDocumentsDatabase {
  retailStockAdjust: RetailStockAdjustTable;
  retailStockAdjustLine: RetailStockAdjustLineTable;
  retailSaleOrder: RetailSaleOrderTable;
  retailSaleOrderLine: RetailSaleOrderLineTable;
  retailSaleRefund: RetailSaleRefundTable;
  retailSaleRefundLine: RetailSaleRefundLineTable;
  retailSalePayment: RetailSalePaymentTable;
  retailDiscountLimit: RetailDiscountLimitTable;
  retailDiscountApproval: RetailDiscountApprovalTable;
}
