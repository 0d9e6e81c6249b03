import type { AuditColumns } from './schema.ts';

/** Kysely's view of the purchasing tables (migration 0017_purchasing). Money in fen, quantities in units. */

interface TenantRow {
  id: number;
  tenantId: number;
}

export interface RetailPurchaseOrderTable extends TenantRow, AuditColumns {
  /** the org of the staff who made it (data scope) */
  orgId: number | null;
  /** the stock location the goods are received at */
  locationId: number;
  no: string;
  supplierId: number;
  /** PurchaseOrderStatus */
  status: number;
  /** yyyy-MM-dd */
  expectedDate: string | null;
  totalQty: number;
  totalAmount: number;
  receivedQty: number;
  receivedAmount: number;
  remark: string | null;
  approveTime: number | null;
  approveUserId: number | null;
  approveUserName: string | null;
  /** when it was closed short or cancelled, by whom and why */
  closeTime: number | null;
  closeUserId: number | null;
  closeUserName: string | null;
  closeReason: string | null;
}

export interface RetailPurchaseOrderLineTable extends TenantRow {
  orderId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  qty: number;
  /** cost per unit, fen */
  unitCost: number;
  /** the sum of the receipts' quantities of this line, never more than qty */
  qtyReceived: number;
  remark: string | null;
}

export interface RetailPurchaseReceiptTable extends TenantRow, AuditColumns {
  orgId: number | null;
  locationId: number;
  orderId: number;
  supplierId: number;
  no: string;
  totalQty: number;
  totalAmount: number;
  remark: string | null;
}

export interface RetailPurchaseReceiptLineTable extends TenantRow {
  receiptId: number;
  orderLineId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  qty: number;
  unitCost: number;
}

export interface RetailSupplierReturnTable extends TenantRow, AuditColumns {
  orgId: number | null;
  locationId: number;
  no: string;
  supplierId: number;
  orderId: number | null;
  receiptId: number | null;
  /** SupplierReturnStatus */
  status: number;
  totalQty: number;
  /** what the supplier credits: sum of qty × unit cost */
  totalAmount: number;
  /** the stock value taken out at confirmation (average cost × qty) */
  totalCost: number | null;
  remark: string | null;
  confirmTime: number | null;
  confirmUserId: number | null;
  confirmUserName: string | null;
}

export interface RetailSupplierReturnLineTable extends TenantRow {
  returnId: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
  qty: number;
  unitCost: number;
  /** the location's average cost when confirmed */
  avgCost: number | null;
  remark: string | null;
}

export interface PurchaseDatabase {
  retailPurchaseOrder: RetailPurchaseOrderTable;
  retailPurchaseOrderLine: RetailPurchaseOrderLineTable;
  retailPurchaseReceipt: RetailPurchaseReceiptTable;
  retailPurchaseReceiptLine: RetailPurchaseReceiptLineTable;
  retailSupplierReturn: RetailSupplierReturnTable;
  retailSupplierReturnLine: RetailSupplierReturnLineTable;
}
