import type { PageInput, PageResult, PayMethod } from '@retail/contracts';
import { http } from './http.ts';

/**
 * Calls of the mobile area: the cashier's member look-up, selling, the sales documents and the
 * report figures. Money is yuan (numbers with at most two decimals) as the API gives it.
 */

export interface Member {
  id: number;
  cardNo: string;
  name: string;
  mobile: string | null;
  level: string | null;
  balance: number;
  points: number;
}

export interface SaleOrderAddInput {
  /** made once per checkout; a retry with the same key returns the first order */
  clientKey: string;
  vipId?: number | null;
  lines: { barcode: string; qty: number }[];
  payments: { method: PayMethod; amount: number }[];
  remark?: string | null;
}

export interface SaleOrder {
  id: number;
  no: string;
  status: number;
  vipId: number | null;
  vipName: string | null;
  vipCardNo: string | null;
  totalQty: number;
  listAmount: number;
  lineDiscount: number;
  orderDiscount: number;
  amount: number;
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
  barcode: string;
  goodsCode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  qty: number;
  price: number;
  discount: number;
  amount: number;
  refundQty: number;
  refundAmount: number;
}

export interface SaleOrderDetail extends SaleOrder {
  lines: SaleOrderLine[];
  payments: { method: number; amount: number; refundId: number | null; createTime: string }[];
  refunds: { id: number; no: string; kind: number; qty: number; amount: number; createTime: string }[];
}

export interface SaleOrderFilter {
  /** document number, part of it */
  no?: string;
  /** member card number or mobile */
  vipKeyword?: string;
  barcode?: string;
  startTime?: string;
  endTime?: string;
}

/** Whole business days `yyyy-MM-dd`, both ends included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface SaleSummary {
  totals: {
    orders: number;
    grossSales: number;
    refunds: number;
    netSales: number;
    items: number;
    averageTicket: number;
  };
  series: {
    period: string;
    orders: number;
    grossSales: number;
    refunds: number;
    netSales: number;
    items: number;
  }[];
  byPayment: { method: number; amount: number }[];
  byStaff: { userId: number | null; userName: string | null; orders: number; netSales: number }[];
}

export interface GoodsRankRow {
  goodsId: number;
  goodsCode: string | null;
  goodsName: string | null;
  categoryName: string | null;
  netQty: number;
  netAmount: number;
  grossProfit: number;
}

export interface VipRankRow {
  vipId: number;
  cardNo: string | null;
  name: string | null;
  mobile: string | null;
  orders: number;
  netQty: number;
  netAmount: number;
}

export interface CategoryRow {
  categoryId: number | null;
  categoryName: string | null;
  netQty: number;
  netAmount: number;
  grossProfit: number;
}

export type RankBy = 'qty' | 'amount';

export const mobileApi = {
  lookupMember: (keyword: string) => http.get<Member[]>('/api/vip/lookup', { query: { keyword } }),
  sell: (input: SaleOrderAddInput) => http.post<SaleOrderDetail>('/api/saleOrder/add', input),
  orders: (input: PageInput & SaleOrderFilter, signal?: AbortSignal) =>
    http.post<PageResult<SaleOrder>>('/api/saleOrder/page', input, { signal }),
  order: (id: number, signal?: AbortSignal) =>
    http.get<SaleOrderDetail>('/api/saleOrder/detail', { query: { id }, signal }),
  saleSummary: (range: DateRange & { groupBy: 'day' | 'week' | 'month' }, signal?: AbortSignal) =>
    http.post<SaleSummary>('/api/statistics/saleSummary', range, { signal }),
  goodsRank: (input: DateRange & { top: number; by: RankBy }, signal?: AbortSignal) =>
    http.post<GoodsRankRow[]>('/api/statistics/goodsRank', input, { signal }),
  vipRank: (input: DateRange & { top: number; by: RankBy }, signal?: AbortSignal) =>
    http.post<VipRankRow[]>('/api/statistics/vipRank', input, { signal }),
  categories: (range: DateRange, signal?: AbortSignal) =>
    http.post<CategoryRow[]>('/api/statistics/category', range, { signal }),
};
