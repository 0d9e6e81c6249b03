import type { Language } from '../../../platform/i18n/language.ts';
import { buildSheet, type SheetColumn } from '../shared/excel.ts';
import type { CategoryStatsRow, GoodsStatsRow, VipRankRow } from './schemas.ts';

interface NetFigures {
  qty: number;
  amount: number;
  refundQty: number;
  refundAmount: number;
  netQty: number;
  netAmount: number;
  cost: number;
  grossProfit: number;
}

const netColumns = <T extends NetFigures>(): SheetColumn<T>[] => [
  { header: 'col.quantity', value: (r) => r.qty },
  { header: 'col.amount', value: (r) => r.amount },
  { header: 'col.refundQty', value: (r) => r.refundQty },
  { header: 'col.refundAmount', value: (r) => r.refundAmount },
  { header: 'col.netQty', value: (r) => r.netQty },
  { header: 'col.netSales', value: (r) => r.netAmount },
  { header: 'col.cost', value: (r) => r.cost },
  { header: 'col.grossProfit', value: (r) => r.grossProfit },
];

const goodsColumns: SheetColumn<GoodsStatsRow>[] = [
  { header: 'col.goodsCode', value: (r) => r.goodsCode },
  { header: 'col.goodsName', width: 24, value: (r) => r.goodsName },
  { header: 'col.category', value: (r) => r.categoryName },
  ...netColumns<GoodsStatsRow>(),
];

export const productSheet = (rows: GoodsStatsRow[], lang: Language) =>
  buildSheet<GoodsStatsRow>('Products', goodsColumns, rows, lang);

/** Rankings are already in order; the first column numbers them. */
const ranked = <T>(rows: T[]) => rows.map((row, index) => ({ ...row, rank: index + 1 }));

export const goodsRankSheet = (rows: GoodsStatsRow[], lang: Language) =>
  buildSheet<GoodsStatsRow & { rank: number }>(
    'Goods ranking',
    [{ header: 'col.rank', value: (r) => r.rank }, ...goodsColumns],
    ranked(rows),
    lang,
  );

export const vipRankSheet = (rows: VipRankRow[], lang: Language) =>
  buildSheet<VipRankRow & { rank: number }>(
    'Member ranking',
    [
      { header: 'col.rank', value: (r) => r.rank },
      { header: 'col.cardNo', width: 16, value: (r) => r.cardNo },
      { header: 'col.name', width: 14, value: (r) => r.name },
      { header: 'col.mobile', width: 14, value: (r) => r.mobile },
      { header: 'col.orders', value: (r) => r.orders },
      { header: 'col.netQty', value: (r) => r.netQty },
      { header: 'col.netSales', value: (r) => r.netAmount },
    ],
    ranked(rows),
    lang,
  );

export const categorySheet = (rows: CategoryStatsRow[], lang: Language) =>
  buildSheet<CategoryStatsRow>(
    'Categories',
    [{ header: 'col.category', width: 20, value: (r) => r.categoryName }, ...netColumns<CategoryStatsRow>()],
    rows,
    lang,
  );

interface PeriodRow {
  period: string;
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
  items: number;
}

export const summarySheet = (rows: PeriodRow[], lang: Language) =>
  buildSheet<PeriodRow>(
    'Sales',
    [
      { header: 'col.period', value: (r) => r.period },
      { header: 'col.orders', value: (r) => r.orders },
      { header: 'col.grossSales', value: (r) => r.grossSales },
      { header: 'col.refundAmount', value: (r) => r.refunds },
      { header: 'col.netSales', value: (r) => r.netSales },
      { header: 'col.quantity', value: (r) => r.items },
    ],
    rows,
    lang,
  );
