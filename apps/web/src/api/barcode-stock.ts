import type { PageInput, PageResult } from '@retail/contracts';
import { http } from './http.ts';

/** Barcode stock (`/api/barcodeStock`) and its log (`/api/barcodeStockLog`). */
export interface BarcodeStock {
  barcodeId: number;
  barcode: string;
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  categoryId: number | null;
  categoryName: string | null;
  color: string | null;
  size: string | null;
  unit: string | null;
  costPrice: number;
  retailPrice: number;
  memberPrice: number;
  qty: number;
  minStock: number;
  /** qty <= min stock */
  low: boolean;
  updateTime: string;
}

export interface BarcodeStockFilter {
  /** over barcode, goods code and goods name */
  keyword?: string;
  categoryId?: number;
  lowStock?: boolean;
  zeroStock?: boolean;
  negativeStock?: boolean;
}

export interface StockLogEntry {
  id: number;
  barcodeId: number;
  barcode: string;
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  /** StockLogKind */
  kind: number;
  qtyBefore: number;
  delta: number;
  qtyAfter: number;
  /** saleOrder, saleRefund, stockAdjust */
  sourceType: string;
  sourceId: number;
  sourceNo: string | null;
  sourceLineId: number | null;
  orgId: number | null;
  remark: string | null;
  createUserName: string | null;
  createTime: string;
}

export interface StockLogFilter {
  barcode?: string;
  goodsId?: number;
  barcodeId?: number;
  kind?: number;
  sourceNo?: string;
  /** yyyy-MM-dd[ HH:mm:ss] */
  startTime?: string;
  endTime?: string;
}

export const BARCODE_STOCK_EXPORT_URL = '/api/barcodeStock/export';
export const STOCK_LOG_EXPORT_URL = '/api/barcodeStockLog/export';

export const barcodeStockApi = {
  page: (input: PageInput & BarcodeStockFilter, signal?: AbortSignal) =>
    http.post<PageResult<BarcodeStock>>('/api/barcodeStock/page', input, signal ? { signal } : undefined),
  logPage: (input: PageInput & StockLogFilter, signal?: AbortSignal) =>
    http.post<PageResult<StockLogEntry>>('/api/barcodeStockLog/page', input, signal ? { signal } : undefined),
};
