import { PayMethod } from '@retail/contracts';
import { describe, expect, it } from 'vitest';
import { addToCart, balancePaidFen, type CartLine, cartTotals, paidFen } from './cart.ts';

const line = (barcode: string, retailFen: number, memberFen: number, qty = 1, discount = ''): CartLine => ({
  barcode,
  goodsCode: barcode,
  goodsName: barcode,
  color: null,
  size: null,
  retailFen,
  memberFen,
  qty,
  discount,
});

describe('sale cart', () => {
  it('charges the member price only with a member, and the retail price when the member price is 0', () => {
    const lines = [line('A', 1990, 1790, 2), line('B', 1000, 0)];
    expect(cartTotals(lines, false, '').dueFen).toBe(4980);
    expect(cartTotals(lines, true, '').dueFen).toBe(4580);
  });

  it('takes line and order discounts in exact fen (0.1 + 0.2 is 30 fen)', () => {
    const totals = cartTotals([line('A', 1000, 0, 1, '0.1'), line('B', 1000, 0, 1, '0.2')], false, '0.3');
    expect(totals).toMatchObject({ listFen: 2000, lineDiscountFen: 30, orderDiscountFen: 30, dueFen: 1940 });
    expect(totals.problems).toEqual([]);
  });

  it('names the line whose discount is larger than its amount, and an order discount above the subtotal', () => {
    const totals = cartTotals([line('A', 500, 0, 1, '5.01')], false, '');
    expect(totals.problems).toEqual([{ kind: 'lineDiscountTooLarge', barcode: 'A' }]);
    expect(cartTotals([line('A', 500, 0)], false, '5.01').problems).toEqual([
      { kind: 'orderDiscountTooLarge' },
    ]);
    expect(cartTotals([line('A', 500, 0, 1, '1.234')], false, '').problems).toEqual([
      { kind: 'badDiscount', barcode: 'A' },
    ]);
  });

  it('adds one more of a barcode scanned again instead of a second line', () => {
    const cart = addToCart(addToCart([], line('A', 100, 0)), line('A', 100, 0));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.qty).toBe(2);
  });

  it('sums a mixed payment exactly and refuses an amount that is not yuan', () => {
    expect(
      paidFen([
        { key: 1, method: PayMethod.Cash, amount: '0.1' },
        { key: 2, method: PayMethod.Balance, amount: '0.2' },
      ]),
    ).toBe(30);
    expect(paidFen([{ key: 1, method: PayMethod.Cash, amount: 'x' }])).toBeUndefined();
  });

  it('counts only the balance part of a mixed payment against the member balance', () => {
    expect(
      balancePaidFen([
        { key: 1, method: PayMethod.Cash, amount: '10' },
        { key: 2, method: PayMethod.Balance, amount: '25.5' },
        { key: 3, method: PayMethod.Balance, amount: '0.05' },
      ]),
    ).toBe(2555);
  });
});
