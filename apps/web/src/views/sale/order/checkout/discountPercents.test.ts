import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { aboveLimit, discountPercents } from './discountPercents.ts';

const line = (retailFen: number, qty: number, discount: string): CartLine => ({
  barcode: `B${retailFen}`,
  goodsCode: 'G',
  goodsName: 'Goods',
  color: null,
  size: null,
  retailFen,
  memberFen: 0,
  qty,
  discount,
});

describe('discount percents at the till', () => {
  it('rounds the largest line discount and the order discount up to whole percent, as the server does', () => {
    expect(discountPercents([line(10000, 1, '10'), line(3000, 1, '10')], false, '')).toEqual({
      line: 34,
      order: 0,
    });
    // 4.51 of the 90.00 left after line discounts is just above 5%
    expect(discountPercents([line(10000, 1, '10')], false, '4.51')).toEqual({ line: 10, order: 6 });
    expect(discountPercents([line(10000, 1, '10')], false, '4.50')).toEqual({ line: 10, order: 5 });
    expect(discountPercents([], false, '')).toEqual({ line: 0, order: 0 });
  });

  it('is above a limit only where the limit is set', () => {
    const limit = { maxLineDiscountPct: 10, maxOrderDiscountPct: null };
    expect(aboveLimit(limit, { line: 10, order: 90 })).toBe(false);
    expect(aboveLimit(limit, { line: 11, order: 0 })).toBe(true);
    expect(aboveLimit(undefined, { line: 100, order: 100 })).toBe(false);
  });
});
