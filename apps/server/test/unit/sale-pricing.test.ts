import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, priceCart, refundAmountOf } from '../../src/modules/retail/sale-order/pricing.ts';
import { AppError } from '../../src/platform/http/errors.ts';

const line = fc.record({
  barcode: fc.stringMatching(/^[0-9]{13}$/),
  qty: fc.integer({ min: 1, max: 500 }),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  discountRatio: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('sale pricing in fen', () => {
  it('allocates exactly: parts sum to the total and follow the weights within one fen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, ratio) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * ratio);
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((p, i) => {
            const exact = sum === 0 ? 0 : (total * (weights[i] as number)) / sum;
            expect(p).toBeGreaterThanOrEqual(Math.floor(exact) - 0);
            expect(p).toBeLessThanOrEqual(Math.floor(exact) + 1);
            expect(p).toBeLessThanOrEqual(weights[i] as number);
          });
        },
      ),
    );
  });

  it('prices random carts: line amounts sum to the payable total, no line is negative, totals add up', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, orderRatio) => {
          const lines = raw.map((l) => ({
            barcode: l.barcode,
            qty: l.qty,
            price: l.price,
            discount: Math.floor(l.qty * l.price * l.discountRatio),
          }));
          const subtotal = lines.reduce((a, l) => a + l.qty * l.price - l.discount, 0);
          const orderDiscount = Math.floor(subtotal * orderRatio);
          const cart = priceCart(lines, orderDiscount);
          expect(cart.lines.reduce((a, l) => a + l.amount, 0)).toBe(cart.amount);
          expect(cart.lines.reduce((a, l) => a + l.orderDiscountShare, 0)).toBe(orderDiscount);
          expect(cart.amount).toBe(cart.listAmount - cart.lineDiscount - cart.orderDiscount);
          for (const l of cart.lines) {
            expect(l.amount).toBeGreaterThanOrEqual(0);
            expect(Number.isSafeInteger(l.amount)).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a line discount above the line and an order discount above the subtotal', () => {
    expect(() => priceCart([{ barcode: 'A1', qty: 2, price: 100, discount: 201 }], 0)).toThrow(AppError);
    expect(() => priceCart([{ barcode: 'A1', qty: 2, price: 100, discount: 50 }], 151)).toThrow(AppError);
    expect(priceCart([{ barcode: 'A1', qty: 2, price: 100, discount: 50 }], 150).amount).toBe(0);
  });

  it('gives back a line in parts that sum exactly to what was paid for it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 60 }),
        (qty, amount, steps) => {
          const state = { qty, amount, refundQty: 0, refundAmount: 0 };
          for (const step of steps) {
            const take = Math.min(step, state.qty - state.refundQty);
            if (take === 0) break;
            const money = refundAmountOf(state, take);
            expect(money).toBeGreaterThanOrEqual(0);
            state.refundQty += take;
            state.refundAmount += money;
            expect(state.refundAmount).toBeLessThanOrEqual(amount);
          }
          if (state.refundQty === qty) expect(state.refundAmount).toBe(amount);
        },
      ),
    );
  });
});
