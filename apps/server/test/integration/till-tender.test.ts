import { PayMethod } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Sold {
  id: number;
  amount: number;
  cashTendered: number | null;
  cashChange: number | null;
  payments: Array<{ method: number; amount: number }>;
}

describe.each(databaseKinds())('cash tender and change on %s', (kind) => {
  let t: TestApp;
  let cashier: Api;
  let keySeq = 0;
  const key = () => `tender-${kind}-${Date.now()}-${++keySeq}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cashier = (await signInAs(t, 'cashier')).with(IN_ENGLISH);
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a 33.00 cash sale tendered with 50.00 stores a cash payment of 33.00, the tender and 17.00 change, and the receipt shows them', async () => {
    const item = await insertBarcode(t.ctx, { qty: 5, retail: 3300 });
    const order = await cashier.ok.post<Sold>('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: '33.00' }],
      cashTendered: '50.00',
    });
    expect(order).toMatchObject({ amount: 33, cashTendered: 50, cashChange: 17 });
    expect(order.payments).toEqual([expect.objectContaining({ method: PayMethod.Cash, amount: 33 })]);
    const rows = await t.ctx.db
      .selectFrom('retailSalePayment')
      .select(['method', 'amount'])
      .where('orderId', '=', order.id)
      .execute();
    expect(rows.map((r) => [r.method, Number(r.amount)])).toEqual([[PayMethod.Cash, 3300]]);
    const stored = await t.ctx.db
      .selectFrom('retailSaleOrder')
      .select(['cashTendered', 'cashChange'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.cashTendered), Number(stored.cashChange)]).toEqual([5000, 1700]);
    const receipt = await cashier.ok.get<Sold>(`/api/saleOrder/receipt?id=${order.id}`);
    expect(receipt).toMatchObject({ cashTendered: 50, cashChange: 17 });
  });

  it('keeps mixed payments working: the change is counted on the cash part only', async () => {
    const item = await insertBarcode(t.ctx, { qty: 5, retail: 3300 });
    const order = await cashier.ok.post<Sold>('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [
        { method: PayMethod.Card, amount: 20 },
        { method: PayMethod.Cash, amount: 13 },
      ],
      cashTendered: 20,
    });
    expect(order).toMatchObject({ cashTendered: 20, cashChange: 7 });
    const plain = await cashier.ok.post<Sold>('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 33 }],
    });
    expect(plain).toMatchObject({ cashTendered: null, cashChange: null });
  });

  it('refuses a tender below the cash payment or without one, naming the field, and records nothing', async () => {
    const item = await insertBarcode(t.ctx, { qty: 5, retail: 3300 });
    const before = await t.ctx.db.selectFrom('retailSaleOrder').select('id').execute();
    const low = await cashier.post('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 33 }],
      cashTendered: '32.99',
    });
    expect(low.json.code).toBe(400);
    expect(low.json.message).toBe(
      'cashTendered: 32.99 yuan tendered is less than the cash payment of 33.00 yuan',
    );
    const noCash = await cashier.post('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Card, amount: 33 }],
      cashTendered: 50,
    });
    expect(noCash.json.code).toBe(400);
    expect(noCash.json.message).toBe('cashTendered: cash tendered needs a cash payment');
    const bad = await cashier.post('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 33 }],
      cashTendered: '-1',
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('cashTendered');
    expect(await t.ctx.db.selectFrom('retailSaleOrder').select('id').execute()).toHaveLength(before.length);
  });

  it('a retry with the same tender answers the first order; another tender under the key is a conflict', async () => {
    const item = await insertBarcode(t.ctx, { qty: 5, retail: 3300 });
    const body = {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 33 }],
      cashTendered: 50,
    };
    const first = await cashier.ok.post<Sold>('/api/saleOrder/add', body);
    const again = await cashier.ok.post<Sold>('/api/saleOrder/add', { ...body, cashTendered: '50.00' });
    expect(again.id).toBe(first.id);
    const other = await cashier.post('/api/saleOrder/add', { ...body, cashTendered: 100 });
    expect(other.json.code).toBe(409);
  });
});
