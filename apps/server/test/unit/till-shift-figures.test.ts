import { PayMethod, TillCashKind } from '@retail/contracts';
import { describe, expect, it } from 'vitest';
import { shiftFigures, type ShiftTotals, zFigures } from '../../src/modules/retail/till-shift/figures.ts';

const empty: ShiftTotals = {
  floatAmount: 0,
  orders: { count: 0, amount: 0, discount: 0 },
  refunds: { count: 0, amount: 0 },
  payments: [],
  cash: [],
};

describe('shift figures', () => {
  it('expects the float alone from a shift without movement', () => {
    const figures = shiftFigures({ ...empty, floatAmount: 20_000 });
    expect(figures).toMatchObject({
      expectedCash: 20_000,
      cashSales: 0,
      cashRefunds: 0,
      paidIn: 0,
      paidOut: 0,
      byMethod: [],
      countedCash: null,
      difference: null,
    });
  });

  it('adds cash sales and paid-in, takes cash refunds and paid-out off the float', () => {
    const figures = shiftFigures({
      floatAmount: 20_000,
      orders: { count: 3, amount: 9_000, discount: 500 },
      refunds: { count: 1, amount: 1_500 },
      payments: [
        { method: PayMethod.Card, sales: 3_000, refunds: 0 },
        { method: PayMethod.Cash, sales: 4_000, refunds: -1_500 },
        { method: PayMethod.MobilePay, sales: 2_000, refunds: 0 },
      ],
      cash: [
        { kind: TillCashKind.PaidOut, amount: 2_000 },
        { kind: TillCashKind.PaidIn, amount: 300 },
        { kind: TillCashKind.PaidOut, amount: 100 },
      ],
    });
    expect(figures.expectedCash).toBe(20_000 + 4_000 - 1_500 + 300 - 2_000 - 100);
    expect(figures.netSales).toBe(7_500);
    expect(figures.discountAmount).toBe(500);
    expect(figures.paidIn).toBe(300);
    expect(figures.paidOut).toBe(2_100);
    // cash first, then card, mobile pay, balance; refunds shown positive
    expect(figures.byMethod).toEqual([
      { method: PayMethod.Cash, sales: 4_000, refunds: 1_500, net: 2_500 },
      { method: PayMethod.Card, sales: 3_000, refunds: 0, net: 3_000 },
      { method: PayMethod.MobilePay, sales: 2_000, refunds: 0, net: 2_000 },
    ]);
  });

  it('counts a refund of an earlier shift as cash going out of this one', () => {
    const figures = shiftFigures({
      ...empty,
      floatAmount: 10_000,
      refunds: { count: 1, amount: 800 },
      payments: [{ method: PayMethod.Cash, sales: 0, refunds: -800 }],
    });
    expect(figures.expectedCash).toBe(9_200);
    expect(figures.netSales).toBe(-800);
  });

  it('closes with counted minus expected, short or over', () => {
    const figures = shiftFigures({ ...empty, floatAmount: 20_000 });
    expect(zFigures(figures, 19_950)).toMatchObject({ countedCash: 19_950, difference: -50 });
    expect(zFigures(figures, 20_010)).toMatchObject({ countedCash: 20_010, difference: 10 });
  });
});
