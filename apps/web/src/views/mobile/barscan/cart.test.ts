import { PayMethod } from '@retail/contracts';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../../api/mobile.ts';
import { addItem, cartTotals, checkoutInput, emptyCart, setMember, setQty } from './cart.ts';

function item(barcode: string, retail: number, member: number): BarcodeLookupOutput {
  return {
    id: Number(barcode.slice(-4)),
    goodsId: 1,
    goodsCode: `G${barcode}`,
    goodsName: `Goods ${barcode}`,
    barcode,
    color: null,
    size: null,
    retailPrice: null,
    memberPrice: null,
    effectiveRetailPrice: retail,
    effectiveMemberPrice: member,
    qty: 10,
    status: 1,
    goodsStatus: 1,
    unit: null,
    spec: null,
    images: [],
    remark: null,
    createTime: '2026-01-01 00:00:00',
  };
}

const vip: Member = { id: 9, cardNo: 'V9', name: 'Li', mobile: null, level: null, balance: 100, points: 0 };

describe('cart', () => {
  it('adds a scanned barcode once per line and counts repeats', () => {
    let cart = addItem(emptyCart(), item('6901234567892', 12.5, 11));
    cart = addItem(cart, item('4006381333931', 0.1, 0));
    cart = addItem(cart, item('6901234567892', 12.5, 11));
    expect(cart.lines.map((l) => [l.item.barcode, l.qty])).toEqual([
      ['4006381333931', 1],
      ['6901234567892', 2],
    ]);
  });

  it('totals in fen without float drift, with the member price only for a member', () => {
    let cart = addItem(emptyCart(), item('4006381333931', 0.1, 0));
    cart = setQty(cart, '4006381333931', 3);
    cart = addItem(cart, item('6901234567892', 12.5, 11));
    expect(cartTotals(cart)).toEqual({ qty: 4, amountFen: 1280 });
    // a member pays 11 for the first; the second has no member price and stays at retail
    expect(cartTotals(setMember(cart, vip))).toEqual({ qty: 4, amountFen: 1130 });
  });

  it('removes a line set to zero', () => {
    const cart = setQty(addItem(emptyCart(), item('6901234567892', 1, 1)), '6901234567892', 0);
    expect(cart.lines).toEqual([]);
  });

  it('drops the balance payment when the member is removed', () => {
    const cart = { ...setMember(emptyCart(), vip), payMethod: PayMethod.Balance };
    expect(setMember(cart, null).payMethod).toBe(PayMethod.Cash);
  });

  it('builds the sale body: lines, member and the whole amount paid by the chosen method', () => {
    let cart = setMember(addItem(emptyCart(), item('6901234567892', 12.5, 11)), vip);
    cart = setQty(cart, '6901234567892', 3);
    cart = { ...cart, payMethod: PayMethod.Balance };
    expect(checkoutInput(cart)).toEqual({
      clientKey: cart.clientKey,
      vipId: 9,
      lines: [{ barcode: '6901234567892', qty: 3 }],
      payments: [{ method: PayMethod.Balance, amount: 33 }],
    });
    expect(cart.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
