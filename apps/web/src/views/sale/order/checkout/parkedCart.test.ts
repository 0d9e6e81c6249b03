import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import type { RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { parkBody, recalledCart } from './parkedCart.ts';

const item = (barcode: string, patch: Partial<BarcodeLookupOutput> = {}): BarcodeLookupOutput => ({
  id: 1,
  goodsId: 2,
  goodsCode: `G-${barcode}`,
  goodsName: `Goods ${barcode}`,
  barcode,
  color: null,
  size: null,
  retailPrice: null,
  memberPrice: null,
  effectiveRetailPrice: 12.5,
  effectiveMemberPrice: 11,
  qty: 3,
  status: 1,
  remark: null,
  createTime: '2026-01-01 10:00:00',
  goodsStatus: 1,
  unit: null,
  spec: null,
  images: [],
  ...patch,
});

const recalled = (patch: Partial<RecalledSaleOutput>): RecalledSaleOutput => ({
  id: 9,
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

const cartLine = (barcode: string, qty: number, discount = ''): CartLine => ({
  barcode,
  goodsCode: barcode,
  goodsName: barcode,
  color: null,
  size: null,
  retailFen: 1000,
  memberFen: 0,
  qty,
  discount,
});

describe('parked cart', () => {
  it('parks the lines, discounts, member, remark and a trimmed label; blanks are left out', () => {
    const member = { id: 7 } as VipOutput;
    expect(
      parkBody(
        { lines: [cartLine('A', 2, '1.5'), cartLine('B', 1)], member, orderDiscount: '0.3', remark: ' x ' },
        ' red ',
      ),
    ).toEqual({
      label: 'red',
      vipId: 7,
      lines: [
        { barcode: 'A', qty: 2, discount: '1.5' },
        { barcode: 'B', qty: 1 },
      ],
      orderDiscount: '0.3',
      remark: 'x',
    });
    expect(
      parkBody({ lines: [cartLine('A', 1)], member: null, orderDiscount: '', remark: '' }, '  '),
    ).toEqual({
      label: null,
      vipId: null,
      lines: [{ barcode: 'A', qty: 1 }],
      remark: null,
    });
  });

  it("recalls at today's prices with the parked quantities and discounts as yuan text", () => {
    const cart = recalledCart(
      recalled({
        lines: [{ barcode: 'A', qty: 3, discount: 1.2, item: item('A') }],
        orderDiscount: 0.05,
        remark: 'wrap',
      }),
    );
    expect(cart.lines).toEqual([
      expect.objectContaining({ barcode: 'A', qty: 3, discount: '1.20', retailFen: 1250, memberFen: 1100 }),
    ]);
    expect(cart).toMatchObject({ orderDiscount: '0.05', remark: 'wrap', leftOut: [], memberGone: false });
  });

  it('leaves out what is gone or off sale, naming it, and tells a member who is gone', () => {
    const cart = recalledCart(
      recalled({
        vipId: 5,
        lines: [
          { barcode: 'A', qty: 1, discount: 0, item: item('A') },
          { barcode: 'B', qty: 1, discount: 0, item: item('B', { goodsStatus: 2 }) },
          { barcode: 'C', qty: 1, discount: 0, item: item('C', { status: 2 }) },
          { barcode: 'D', qty: 1, discount: 0, item: null },
        ],
      }),
    );
    expect(cart.lines.map((l) => l.barcode)).toEqual(['A']);
    expect(cart.leftOut).toEqual([
      { barcode: 'B', name: 'Goods B' },
      { barcode: 'C', name: 'Goods C' },
      { barcode: 'D', name: null },
    ]);
    expect(cart.memberGone).toBe(true);
    expect(cart.lines[0]?.discount).toBe('');
  });
});
