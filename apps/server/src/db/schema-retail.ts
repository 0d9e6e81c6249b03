import type { Generated } from 'kysely';
import type { AuditColumns } from './schema.ts';

/** Kysely's view of the retail tables (migration 0003_retail). Money in fen, quantities in units. */

interface TenantRow {
  id: number;
  tenantId: number;
}

export interface RetailCategoryTable extends TenantRow, AuditColumns {
  pid: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface RetailSupplierTable extends TenantRow, AuditColumns {
  name: string;
  code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

export interface RetailGoodsTable extends TenantRow, AuditColumns {
  code: string;
  name: string;
  categoryId: number | null;
  supplierId: number | null;
  unit: string | null;
  spec: string | null;
  brand: string | null;
  costPrice: number;
  retailPrice: number;
  memberPrice: number;
  minStock: number;
  /** JSON array of file urls */
  images: string | null;
  status: number;
  remark: string | null;
  /** pinyin initials of the name (牛奶 → "nn"), for the till's search (migration 0010) */
  pinyinInitials: Generated<string>;
}

export interface RetailBarcodeTable extends TenantRow, AuditColumns {
  goodsId: number;
  barcode: string;
  color: string | null;
  size: string | null;
  /** null: the goods' price applies */
  retailPrice: number | null;
  memberPrice: number | null;
  status: number;
  remark: string | null;
}

/** One barcode's stock at one location (a store or warehouse organisation), migration 0015. */
export interface RetailStockTable extends TenantRow {
  barcodeId: number;
  goodsId: number;
  locationId: number;
  qty: number;
  /** moving-average cost per unit in fen, moved by every receipt with a cost */
  avgCost: number;
  /** reorder point and order-up-to level; null when not set */
  minQty: number | null;
  maxQty: number | null;
  updateTime: number;
}

export interface RetailStockLogTable extends TenantRow {
  barcodeId: number;
  goodsId: number;
  kind: number;
  qtyBefore: number;
  delta: number;
  qtyAfter: number;
  sourceType: string;
  sourceId: number;
  sourceNo: string | null;
  sourceLineId: number | null;
  orgId: number | null;
  locationId: number;
  /** cost per unit of this movement (a receipt's cost, else the average before it), fen */
  unitCost: number;
  /** the counter's moving-average cost after this movement, fen */
  avgCostAfter: number;
  remark: string | null;
  createTime: number;
  createUserId: number | null;
  createUserName: string | null;
}

export interface RetailVipTable extends TenantRow, AuditColumns {
  orgId: number | null;
  cardNo: string;
  name: string;
  mobile: string | null;
  level: string | null;
  sex: number;
  birthday: string | null;
  balance: number;
  points: number;
  totalTopUp: number;
  totalConsume: number;
  orderCount: number;
  lastVisitTime: number | null;
  status: number;
  remark: string | null;
}

export interface RetailVipBalanceLogTable extends TenantRow {
  vipId: number;
  kind: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  sourceType: string | null;
  sourceId: number | null;
  sourceNo: string | null;
  payMethod: number | null;
  remark: string | null;
  orgId: number | null;
  createTime: number;
  createUserId: number | null;
  createUserName: string | null;
}

export interface RetailSettingTable extends TenantRow {
  allowNegativeStock: number;
  /** where stock is kept for staff whose organisation is not below a store or warehouse (migration 0015) */
  mainLocationId: number | null;
  receiptHeader: string | null;
  receiptFooter: string | null;
  /** 1: a sale or refund needs the caller's open till shift (migration 0011) */
  requireShift: number;
  updateTime: number | null;
  updateUserId: number | null;
  updateUserName: string | null;
}

export interface RetailDocSeqTable extends TenantRow {
  prefix: string;
  day: string;
  lastValue: number;
}

/** The goods keyword search terms, kept by triggers (migration 0008); never written by the server. */
export interface RetailGoodsSearchTable {
  tenantId: number;
  term: string;
  code: string;
  goodsId: number;
}

export interface RetailDatabase {
  retailCategory: RetailCategoryTable;
  retailSupplier: RetailSupplierTable;
  retailGoods: RetailGoodsTable;
  retailBarcode: RetailBarcodeTable;
  retailGoodsSearch: RetailGoodsSearchTable;
  retailStock: RetailStockTable;
  retailStockLog: RetailStockLogTable;
  retailVip: RetailVipTable;
  retailVipBalanceLog: RetailVipBalanceLogTable;
  retailSetting: RetailSettingTable;
  retailDocSeq: RetailDocSeqTable;
}
