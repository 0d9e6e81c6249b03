import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { describe, expect, it } from 'vitest';
import { addItem, emptyCart, setMember } from './cart.ts';
import { parkInput, recalledPhoneCart } from './parked.ts';

const item = (barcode: string, goodsStatus = 1) =>
  ({ barcode, goodsName: `Goods ${barcode}`, status: 1, goodsStatus }) as BarcodeLookupOutput;

const sale = (patch: Partial<RecalledSaleOutput>): RecalledSaleOutput => ({
  id: 1,
  label: null,
  vipId: null,
  lineCount: 0,
  totalQty: 0,
  amount: 0,
  createTime: '2026-01-01 10:00:00',
  createUserName: 'cashier',
  orderDiscount: 0,
  remark: null,
  member: null,
  lines: [],
  ...patch,
});

describe('parking on the phone', () => {
  it('parks the lines and the member with a trimmed note', () => {
    let cart = addItem(addItem(addItem(emptyCart(), item('A')), item('B')), item('A'));
    cart = setMember(cart, { id: 4 } as VipOutput);
    expect(parkInput(cart, ' by the door ')).toEqual({
      label: 'by the door',
      vipId: 4,
      lines: [
        { barcode: 'B', qty: 1 },
        { barcode: 'A', qty: 2 },
      ],
    });
    expect(parkInput(emptyCart(), '').label).toBeNull();
  });

  it('recalls what is on sale, and says what was left out and that discounts are not taken', () => {
    const cart = recalledPhoneCart(
      sale({
        vipId: 3,
        lines: [
          { barcode: 'A', qty: 2, discount: 0.5, item: item('A') },
          { barcode: 'B', qty: 1, discount: 0, item: item('B', 2) },
          { barcode: 'C', qty: 1, discount: 0, item: null },
        ],
      }),
    );
    expect(cart.lines).toEqual([{ item: item('A'), qty: 2 }]);
    expect(cart.leftOut).toEqual([
      { barcode: 'B', name: 'Goods B' },
      { barcode: 'C', name: null },
    ]);
    expect(cart).toMatchObject({ member: null, memberGone: true, discountsDropped: true });
    const plain = recalledPhoneCart(
      sale({ lines: [{ barcode: 'A', qty: 1, discount: 0, item: item('A') }] }),
    );
    expect(plain).toMatchObject({ memberGone: false, discountsDropped: false });
  });
});
