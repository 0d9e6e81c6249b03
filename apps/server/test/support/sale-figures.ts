import type { TestApp } from './test-app.ts';
import { DEFAULT_TENANT } from './fixtures.ts';

/** Report figures worked out here from the raw sale rows, without the statistics code under test. */

export const yuan = (fen: number) => fen / 100;

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export const dayIn = (timeZone: string) => (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );

/** The default tenant's sale orders, refunds, payments and their lines as stored. */
export async function saleRows(t: TestApp) {
  const db = t.ctx.db;
  const [orders, refunds, payments, lines, refundLines] = await Promise.all([
    db.selectFrom('retailSaleOrder').selectAll().where('tenantId', '=', DEFAULT_TENANT).execute(),
    db.selectFrom('retailSaleRefund').selectAll().where('tenantId', '=', DEFAULT_TENANT).execute(),
    db.selectFrom('retailSalePayment').selectAll().where('tenantId', '=', DEFAULT_TENANT).execute(),
    db.selectFrom('retailSaleOrderLine').selectAll().where('tenantId', '=', DEFAULT_TENANT).execute(),
    db.selectFrom('retailSaleRefundLine').selectAll().where('tenantId', '=', DEFAULT_TENANT).execute(),
  ]);
  return { orders, refunds, payments, lines, refundLines };
}
export type SaleRows = Awaited<ReturnType<typeof saleRows>>;

export interface SaleTotals {
  orders: number;
  grossSales: number;
  refunds: number;
  netSales: number;
  items: number;
  averageTicket: number;
}

/** The sale-summary totals of these orders and refunds. */
export function saleTotals(orders: SaleRows['orders'], refunds: SaleRows['refunds']): SaleTotals {
  const gross = orders.reduce((s, o) => s + Number(o.amount), 0);
  const back = refunds.reduce((s, r) => s + Number(r.amount), 0);
  return {
    orders: orders.length,
    grossSales: yuan(gross),
    refunds: yuan(back),
    netSales: yuan(gross - back),
    items:
      orders.reduce((s, o) => s + Number(o.totalQty), 0) - refunds.reduce((s, r) => s + Number(r.qty), 0),
    averageTicket: orders.length ? yuan(Math.round(gross / orders.length)) : 0,
  };
}

/** The totals of one business day: orders by their day, refunds by their own. */
export function dayTotals(rows: SaleRows, day: string, dayOf: (ms: number) => string): SaleTotals {
  return saleTotals(
    rows.orders.filter((o) => dayOf(o.createTime) === day),
    rows.refunds.filter((r) => dayOf(r.createTime) === day),
  );
}

/** The fields a trend or series row carries. */
export function seriesFigures({ orders, grossSales, refunds, items }: SaleTotals) {
  return { orders, grossSales, refunds, items };
}

/** Payment amounts by method, in method order. */
export function paymentsByMethod(payments: SaleRows['payments']): Array<{ method: number; amount: number }> {
  const methods = new Map<number, number>();
  for (const p of payments) methods.set(p.method, (methods.get(p.method) ?? 0) + Number(p.amount));
  return [...methods.entries()]
    .sort(([a], [b]) => a - b)
    .map(([method, fen]) => ({ method, amount: yuan(fen) }));
}
