import { PayMethod, TillCashKind } from '@retail/contracts';

/** What the rows of one shift add up to, as the repository sums them (fen). */
export interface ShiftTotals {
  floatAmount: number;
  /** orders sold in the shift: count, amount due, line + order discounts */
  orders: { count: number; amount: number; discount: number };
  /** refunds and cancellations made in the shift */
  refunds: { count: number; amount: number };
  /** the shift's payment rows by method: sale rows (positive) and refund rows (negative, as stored) */
  payments: Array<{ method: number; sales: number; refunds: number }>;
  /** paid-in and paid-out rows by kind */
  cash: Array<{ kind: number; amount: number }>;
}

/** The X or Z figures of a shift, in fen; counted and difference are known at close only. */
export interface ShiftFigures {
  salesCount: number;
  salesAmount: number;
  discountAmount: number;
  refundCount: number;
  refundAmount: number;
  netSales: number;
  byMethod: Array<{ method: number; sales: number; refunds: number; net: number }>;
  floatAmount: number;
  cashSales: number;
  cashRefunds: number;
  paidIn: number;
  paidOut: number;
  expectedCash: number;
  countedCash: number | null;
  difference: number | null;
}

const METHOD_ORDER: number[] = [PayMethod.Cash, PayMethod.Card, PayMethod.MobilePay, PayMethod.Balance];

/**
 * The shift's figures from its totals. Refund amounts are shown positive; money by method comes from the
 * payment rows stamped with the shift (a refund made in a later shift counts there). Expected cash = float +
 * cash sales − cash refunds + paid in − paid out.
 */
export function shiftFigures(totals: ShiftTotals): ShiftFigures {
  const byMethod = new Map<number, { sales: number; refunds: number }>();
  for (const p of totals.payments) {
    const at = byMethod.get(p.method) ?? { sales: 0, refunds: 0 };
    at.sales += p.sales;
    at.refunds += -p.refunds;
    byMethod.set(p.method, at);
  }
  const rank = (method: number) => {
    const i = METHOD_ORDER.indexOf(method);
    return i < 0 ? METHOD_ORDER.length + method : i;
  };
  const methods = [...byMethod.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([method, m]) => ({ method, sales: m.sales, refunds: m.refunds, net: m.sales - m.refunds }));
  const cash = byMethod.get(PayMethod.Cash) ?? { sales: 0, refunds: 0 };
  const moved = (kind: number) =>
    totals.cash.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.amount, 0);
  const paidIn = moved(TillCashKind.PaidIn);
  const paidOut = moved(TillCashKind.PaidOut);
  return {
    salesCount: totals.orders.count,
    salesAmount: totals.orders.amount,
    discountAmount: totals.orders.discount,
    refundCount: totals.refunds.count,
    refundAmount: totals.refunds.amount,
    netSales: totals.orders.amount - totals.refunds.amount,
    byMethod: methods,
    floatAmount: totals.floatAmount,
    cashSales: cash.sales,
    cashRefunds: cash.refunds,
    paidIn,
    paidOut,
    expectedCash: totals.floatAmount + cash.sales - cash.refunds + paidIn - paidOut,
    countedCash: null,
    difference: null,
  };
}

/** The Z figures: the figures at close with the counted cash and counted − expected. */
export function zFigures(figures: ShiftFigures, countedCash: number): ShiftFigures {
  return { ...figures, countedCash, difference: countedCash - figures.expectedCash };
}
