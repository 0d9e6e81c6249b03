import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { dateText } from '../text-rules.ts';

const date = dateText;

/** A range of whole business days, both ends included, at most about two years. */
const range = {
  startDate: date,
  endDate: date,
  /**
   * Only orders sold at this stock location (and refunds of those orders) count; absent or null: every
   * location the caller may read (issue 17).
   */
  locationId: id.nullish(),
};

/** The home dashboard's query: `?locationId=5` narrows every figure to that stock location. */
export const overviewQuery = z.object({ locationId: queryId.optional() });

export const saleSummaryInput = z.strictObject({
  ...range,
  groupBy: z.enum(['day', 'week', 'month']).default('day'),
});
export const productStatsInput = z.strictObject({
  ...pageInputShape,
  ...range,
  keyword: z.string().trim().max(64).nullish(),
  categoryId: id.nullish(),
});
export const categoryStatsInput = z.strictObject(range);
export const rankInput = z.strictObject({
  ...range,
  top: z.number().int().min(1).max(100).default(10),
  by: z.enum(['qty', 'amount']).default('amount'),
});

const money = z.number();

export const saleSummaryOutput = z.object({
  totals: z.object({
    orders: z.number(),
    grossSales: money,
    refunds: money,
    netSales: money,
    items: z.number(),
    averageTicket: money,
  }),
  series: z.array(
    z.object({
      period: z.string(),
      orders: z.number(),
      grossSales: money,
      refunds: money,
      netSales: money,
      items: z.number(),
    }),
  ),
  byPayment: z.array(z.object({ method: z.number(), amount: money })),
  byStaff: z.array(
    z.object({
      userId: z.number().nullable(),
      userName: z.string().nullable(),
      orders: z.number(),
      grossSales: money,
      refunds: money,
      netSales: money,
    }),
  ),
});

export const goodsStatsRow = z.object({
  goodsId: z.number(),
  goodsCode: z.string().nullable(),
  goodsName: z.string().nullable(),
  categoryName: z.string().nullable(),
  qty: z.number(),
  amount: money,
  refundQty: z.number(),
  refundAmount: money,
  netQty: z.number(),
  netAmount: money,
  cost: money,
  grossProfit: money,
});

export const categoryStatsRow = z.object({
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  qty: z.number(),
  amount: money,
  refundQty: z.number(),
  refundAmount: money,
  netQty: z.number(),
  netAmount: money,
  cost: money,
  grossProfit: money,
});

export const vipRankRow = z.object({
  vipId: z.number(),
  cardNo: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  orders: z.number(),
  netQty: z.number(),
  netAmount: money,
});

/** The figures of one business day on the home dashboard. */
const dayTotals = saleSummaryOutput.shape.totals;

export const businessDateOutput = z.object({
  /** today in the business time zone, yyyy-MM-dd */
  date: z.string(),
  timeZone: z.string(),
});

export const overviewOutput = z.object({
  ...businessDateOutput.shape,
  today: dayTotals,
  yesterday: dayTotals,
  /** the last 30 business days, oldest first, today last */
  trend: saleSummaryOutput.shape.series,
  /** payments of those 30 days by method */
  byPayment: saleSummaryOutput.shape.byPayment,
});

export type OverviewQuery = z.output<typeof overviewQuery>;
export type SaleSummaryInput = z.output<typeof saleSummaryInput>;
export type ProductStatsInput = z.output<typeof productStatsInput>;
export type RankInput = z.output<typeof rankInput>;
export type CategoryStatsInput = z.output<typeof categoryStatsInput>;
export type GoodsStatsRow = z.output<typeof goodsStatsRow>;
export type CategoryStatsRow = z.output<typeof categoryStatsRow>;
export type VipRankRow = z.output<typeof vipRankRow>;
export type SaleSummaryOutput = z.output<typeof saleSummaryOutput>;
export type BusinessDateOutput = z.output<typeof businessDateOutput>;
export type OverviewOutput = z.output<typeof overviewOutput>;
export type SaleSummaryBody = z.input<typeof saleSummaryInput>;
export type ProductStatsBody = z.input<typeof productStatsInput>;
export type CategoryStatsBody = z.input<typeof categoryStatsInput>;
export type RankBody = z.input<typeof rankInput>;
