import type { Language } from '../../../platform/i18n/language.ts';
import type { z } from 'zod';
import { translate } from '../../../platform/i18n/messages.ts';
import { enumLabel } from '../shared/enum-labels.ts';
import { buildBook, buildSheet, sheet, type SheetColumn } from '../shared/excel.ts';
import type {
  CategoryStatsRow,
  GoodsStatsRow,
  saleSummaryOutput,
  VipRankRow,
} from '@retail/contracts/api/retail/statistics';

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

type Summary = z.output<typeof saleSummaryOutput>;
type PeriodRow = Summary['series'][number] & { averageTicket?: number };
type StaffRow = Summary['byStaff'][number];
interface PaymentRow {
  method: number | null;
  amount: number;
  share: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? '' : `${((part / whole) * 100).toFixed(1)}%`);
const sum = <T>(rows: T[], of: (row: T) => number) =>
  Math.round(rows.reduce((a, r) => a + of(r) * 100, 0)) / 100;

/**
 * The sale summary as the screen shows it: the series with its totals row (and average ticket), the money
 * per payment method (by name, with shares) and the figures per cashier, each sheet ending in a totals row.
 */
export function summaryBook(summary: Summary, lang: Language): Promise<Buffer> {
  const total = translate(lang, 'col.total');
  const paid = sum(summary.byPayment, (p) => p.amount);
  return buildBook(
    [
      sheet<PeriodRow>({
        name: 'sheet.sales',
        columns: [
          { header: 'col.period', value: (r) => r.period },
          { header: 'col.orders', value: (r) => r.orders },
          { header: 'col.grossSales', value: (r) => r.grossSales },
          { header: 'col.refundAmount', value: (r) => r.refunds },
          { header: 'col.netSales', value: (r) => r.netSales },
          { header: 'col.quantity', value: (r) => r.items },
          { header: 'col.averageTicket', value: (r) => r.averageTicket ?? null },
        ],
        rows: summary.series,
        totals: [{ period: total, ...summary.totals }],
      }),
      sheet<PaymentRow>({
        name: 'sheet.byPayment',
        columns: [
          {
            header: 'col.payMethod',
            width: 18,
            value: (r) => (r.method === null ? total : enumLabel(lang, 'payMethod', r.method)),
          },
          { header: 'col.amount', value: (r) => r.amount },
          { header: 'col.share', value: (r) => r.share },
        ],
        rows: summary.byPayment.map((p) => ({ ...p, share: percent(p.amount, paid) })),
        totals: [{ method: null, amount: paid, share: paid === 0 ? '' : '100.0%' }],
      }),
      sheet<StaffRow>({
        name: 'sheet.byStaff',
        columns: [
          { header: 'col.cashier', width: 18, value: (r) => r.userName },
          { header: 'col.orders', value: (r) => r.orders },
          { header: 'col.grossSales', value: (r) => r.grossSales },
          { header: 'col.refundAmount', value: (r) => r.refunds },
          { header: 'col.netSales', value: (r) => r.netSales },
        ],
        rows: summary.byStaff,
        totals: [
          {
            userId: null,
            userName: total,
            orders: summary.byStaff.reduce((a, r) => a + r.orders, 0),
            grossSales: sum(summary.byStaff, (r) => r.grossSales),
            refunds: sum(summary.byStaff, (r) => r.refunds),
            netSales: sum(summary.byStaff, (r) => r.netSales),
          },
        ],
      }),
    ],
    lang,
  );
}
