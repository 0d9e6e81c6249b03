import type { PageInput, PageResult, PayMethod, SaleOrderStatus } from '@retail/contracts';
import { http } from './http.ts';

/** Sales orders (`/api/saleOrder/*`); money is yuan as the API sends it. */
export interface SaleOrder {
  id: number;
  no: string;
  clientKey: string;
  status: SaleOrderStatus;
  orgId: number | null;
  vipId: number | null;
  vipName: string | null;
  vipCardNo: string | null;
  vipMobile: string | null;
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
  createTime: string;
  createUserName: string | null;
}

export interface SaleOrderLine {
  id: number;
  lineNo: number;
  barcodeId: number;
  goodsId: number;
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
  refundQty: number;
  refundAmount: number;
}

export interface SalePayment {
  method: PayMethod;
  amount: number;
  /** set on the negative rows a refund or cancellation paid back */
  refundId: number | null;
  createTime: string;
}

export interface SaleRefund {
  id: number;
  no: string;
  kind: number;
  qty: number;
  amount: number;
  reason: string | null;
  createTime: string;
  createUserName: string | null;
}

export interface SaleOrderDetail extends SaleOrder {
  lines: SaleOrderLine[];
  payments: SalePayment[];
  refunds: SaleRefund[];
}

export interface SaleReceipt extends SaleOrderDetail {
  header: string | null;
  footer: string | null;
  shopName: string | null;
}

export interface SaleOrderFilters {
  no?: string;
  status?: SaleOrderStatus;
  startTime?: string;
  endTime?: string;
  vipKeyword?: string;
  cashier?: string;
  barcode?: string;
}

/** Amounts are yuan texts made from exact fen (formatYuan). */
export interface SaleOrderInput {
  clientKey: string;
  vipId?: number | null;
  lines: Array<{ barcode: string; qty: number; discount?: string }>;
  orderDiscount?: string;
  payments: Array<{ method: PayMethod; amount: string }>;
  remark?: string | null;
}

export const saleOrderApi = {
  exportUrl: '/api/saleOrder/export',
  page: (input: PageInput & SaleOrderFilters, signal?: AbortSignal) =>
    http.post<PageResult<SaleOrder>>('/api/saleOrder/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<SaleOrderDetail>('/api/saleOrder/detail', { query: { id }, signal }),
  receipt: (id: number) => http.get<SaleReceipt>('/api/saleOrder/receipt', { query: { id } }),
  add: (input: SaleOrderInput) => http.post<SaleOrderDetail>('/api/saleOrder/add', input),
  cancel: (id: number, reason?: string) =>
    http.post<SaleOrderDetail>('/api/saleOrder/cancel', { id, reason: reason || null }),
  refund: (id: number, lines: Array<{ lineId: number; qty: number }>, reason?: string) =>
    http.post<SaleOrderDetail>('/api/saleOrder/refund', { id, lines, reason: reason || null }),
};
