import type { SaleLineOutput } from '@retail/contracts/api/retail/sale-order';
import { describe, expect, it } from 'vitest';
import { refundableQty, refundFenOf } from './refund.ts';

const line = (qty: number, amount: number, refundQty = 0, refundAmount = 0): SaleLineOutput => ({
  id: 1,
  lineNo: 1,
  barcodeId: 1,
  goodsId: 1,
  barcode: 'A',
  goodsCode: 'A',
  goodsName: 'A',
  color: null,
  size: null,
  qty,
  price: 0,
  discount: 0,
  orderDiscountShare: 0,
  amount,
  refundQty,
  refundAmount,
});

describe('refund preview', () => {
  it('refunds units in proportion, rounding down', () => {
    expect(refundFenOf(line(3, 10), 1)).toBe(333);
  });

  it('gives the last units what is left, so the whole line comes back to the fen', () => {
    const partly = line(3, 10, 1, 3.33);
    expect(refundableQty(partly)).toBe(2);
    expect(refundFenOf(partly, 2)).toBe(667);
  });

  it('refunds nothing for no units', () => {
    expect(refundFenOf(line(2, 5), 0)).toBe(0);
  });
});
