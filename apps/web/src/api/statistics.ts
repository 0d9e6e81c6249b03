import type { PageResult } from '@retail/contracts';
import type {
  BusinessDateOutput,
  CategoryStatsBody,
  CategoryStatsRow,
  GoodsStatsRow,
  OverviewOutput,
  ProductStatsBody,
  RankBody,
  SaleSummaryBody,
  SaleSummaryOutput,
  VipRankRow,
} from '@retail/contracts/api/retail/statistics';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Calls of the report screens and the home dashboard (server: modules/retail/statistics). */

/** Whole business days, both ends included, `yyyy-MM-dd` in the business time zone. */
export type DateRange = Pick<SaleSummaryBody, 'startDate' | 'endDate'>;
export type GroupBy = NonNullable<SaleSummaryBody['groupBy']>;
export type RankBy = NonNullable<RankBody['by']>;

/** The pieces of a sale summary the report sections draw. */
export type SaleTotals = SaleSummaryOutput['totals'];
export type SalePeriod = SaleSummaryOutput['series'][number];
export type PaymentSum = SaleSummaryOutput['byPayment'][number];
export type StaffSum = SaleSummaryOutput['byStaff'][number];
/** Sales, refunds and margin of one goods or category in a range (money in yuan). */
export type NetFigures = Omit<CategoryStatsRow, 'categoryId' | 'categoryName'>;

const BASE = '/api/statistics';

export const statisticsApi = {
  businessDate: () => http.get<BusinessDateOutput>(`${BASE}/businessDate`),
  /** `locationId`: only that stock location's orders; absent: every location the user may read. */
  overview: (locationId?: number) =>
    http.get<OverviewOutput>(`${BASE}/overview${locationId ? `?locationId=${locationId}` : ''}`),
  saleSummary: (input: SaleSummaryBody, signal?: AbortSignal) =>
    http.post<SaleSummaryOutput>(`${BASE}/saleSummary`, input, { signal }),
  product: (input: ProductStatsBody, signal?: AbortSignal) =>
    http.post<PageResult<GoodsStatsRow>>(`${BASE}/product`, input, signal ? { signal } : undefined),
  category: (input: CategoryStatsBody, signal?: AbortSignal) =>
    http.post<CategoryStatsRow[]>(`${BASE}/category`, input, { signal }),
  goodsRank: (input: RankBody, signal?: AbortSignal) =>
    http.post<GoodsStatsRow[]>(`${BASE}/goodsRank`, input, { signal }),
  vipRank: (input: RankBody, signal?: AbortSignal) =>
    http.post<VipRankRow[]>(`${BASE}/vipRank`, input, { signal }),
};

export const statisticsKeys = resourceKeys('statistics');

/** Export endpoints (POST with the same body as the report; answer an .xlsx). */
export const statisticsExport = {
  saleSummary: `${BASE}/saleSummaryExport`,
  product: `${BASE}/productExport`,
  category: `${BASE}/categoryExport`,
  goodsRank: `${BASE}/goodsRankExport`,
  vipRank: `${BASE}/vipRankExport`,
} as const;
