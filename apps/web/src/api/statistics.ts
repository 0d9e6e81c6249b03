import type { PageInput, PageResult } from '@retail/contracts';
import { http } from './http.ts';

/** Calls of the report screens and the home dashboard (server: modules/retail/statistics). */

/** Whole business days, both ends included, `yyyy-MM-dd` in the business time zone. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export type GroupBy = 'day' | 'week' | 'month';
export type RankBy = 'amount' | 'qty';

export interface SaleTotals {
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
  items: number;
  averageTicket: number;
}

export interface SalePeriod {
  /** yyyy-MM-dd (day), the Monday of the week (week) or yyyy-MM (month) */
  period: string;
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
  items: number;
}

export interface PaymentSum {
  /** PayMethod */
  method: number;
  amount: number;
}

export interface StaffSum {
  userId: number | null;
  userName: string | null;
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
}

export interface SaleSummary {
  totals: SaleTotals;
  series: SalePeriod[];
  byPayment: PaymentSum[];
  byStaff: StaffSum[];
}

/** Sales, refunds and margin of one goods or category in a range (money in yuan). */
export interface NetFigures {
  qty: number;
  amount: number;
  refundQty: number;
  refundAmount: number;
  netQty: number;
  netAmount: number;
  cost: number;
  grossProfit: number;
}

export interface GoodsStats extends NetFigures {
  goodsId: number;
  goodsCode: string | null;
  goodsName: string | null;
  categoryName: string | null;
}

export interface CategoryStats extends NetFigures {
  categoryId: number | null;
  categoryName: string | null;
}

export interface VipRank {
  vipId: number;
  cardNo: string | null;
  name: string | null;
  mobile: string | null;
  orders: number;
  netQty: number;
  netAmount: number;
}

export interface ProductFilter extends DateRange {
  keyword?: string | null;
  categoryId?: number | null;
}

export interface RankInput extends DateRange {
  top?: number;
  by?: RankBy;
}

export interface BusinessDate {
  /** today in the business time zone */
  date: string;
  timeZone: string;
}

export interface Overview extends BusinessDate {
  today: SaleTotals;
  yesterday: SaleTotals;
  /** the last 30 business days, today last */
  trend: SalePeriod[];
  byPayment: PaymentSum[];
}

const BASE = '/api/statistics';

export const statisticsApi = {
  businessDate: () => http.get<BusinessDate>(`${BASE}/businessDate`),
  overview: () => http.get<Overview>(`${BASE}/overview`),
  saleSummary: (input: DateRange & { groupBy: GroupBy }, signal?: AbortSignal) =>
    http.post<SaleSummary>(`${BASE}/saleSummary`, input, { signal }),
  product: (input: PageInput & ProductFilter, signal?: AbortSignal) =>
    http.post<PageResult<GoodsStats>>(`${BASE}/product`, input, signal ? { signal } : undefined),
  category: (input: DateRange, signal?: AbortSignal) =>
    http.post<CategoryStats[]>(`${BASE}/category`, input, { signal }),
  goodsRank: (input: RankInput, signal?: AbortSignal) =>
    http.post<GoodsStats[]>(`${BASE}/goodsRank`, input, { signal }),
  vipRank: (input: RankInput, signal?: AbortSignal) =>
    http.post<VipRank[]>(`${BASE}/vipRank`, input, { signal }),
};

/** Export endpoints (POST with the same body as the report; answer an .xlsx). */
export const statisticsExport = {
  saleSummary: `${BASE}/saleSummaryExport`,
  product: `${BASE}/productExport`,
  category: `${BASE}/categoryExport`,
  goodsRank: `${BASE}/goodsRankExport`,
  vipRank: `${BASE}/vipRankExport`,
} as const;
