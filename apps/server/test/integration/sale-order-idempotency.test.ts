import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, stockOf } from '../support/retail-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Detail {
  id: number;
  amount: number;
  remark: string | null;
}

/**
 * Audit point 13: a client key reused with a different order body answers 409 with a clear message, never the
 * first (unrelated) order; the same body still answers the first order.
 */
describe.each(databaseKinds())('sale client keys on %s', (kind) => {
  let t: TestApp;
  let cashier: Api;
  let keySeq = 0;
  const key = () => `idem-${kind}-${Date.now()}-${++keySeq}`;

  const sell = (body: Record<string, unknown>, lang = 'en') =>
    cashier.with({ 'accept-language': lang }).post('/api/saleOrder/add', body);
  const ordersWithKey = async (clientKey: string) =>
    (await t.ctx.db.selectFrom('retailSaleOrder').select('id').where('clientKey', '=', clientKey).execute())
      .length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cashier = await signInAs(t, 'cashier');
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 409 for a reused key with another body, and the first order for the same body', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const b = await insertBarcode(t.ctx, { qty: 10, retail: 500 });
    const body = {
      clientKey: key(),
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: '10.00' }],
      remark: 'first',
    };
    const first = await sell(body);
    expect(first.json.code).toBe(200);
    const firstOrder = first.json.result as Detail;

    const others: Array<Record<string, unknown>> = [
      { ...body, lines: [{ barcode: b.barcode, qty: 2 }] },
      { ...body, lines: [{ barcode: a.barcode, qty: 2 }], payments: [{ method: 1, amount: 20 }] },
      { ...body, payments: [{ method: 2, amount: 10 }] },
      { ...body, lines: [{ barcode: a.barcode, qty: 1, discount: 1 }], payments: [{ method: 1, amount: 9 }] },
      { ...body, remark: 'second' },
    ];
    for (const other of others) {
      const res = await sell(other);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ code: 409, extras: { reason: 'saleOrder.clientKeyReused' } });
      expect(res.json.message).toBe(
        'clientKey: this key was already used for a different order; a new checkout needs a new key',
      );
      expect(res.json.result).toBeNull();
    }
    expect(await ordersWithKey(body.clientKey)).toBe(1);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(9);
    expect(await stockOf(t.ctx, b.barcodeId)).toBe(10);

    // the same sale again (amount as a number this time, which parses to the same fen): the first order
    const again = await sell({ ...body, payments: [{ method: 1, amount: 10 }] });
    expect(again.json.code).toBe(200);
    expect(again.json.result).toEqual(firstOrder);
  });

  it('says so in each language', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const body = {
      clientKey: key(),
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: 10 }],
    };
    expect((await sell(body)).json.code).toBe(200);
    const changed = { ...body, remark: 'changed' };
    expect((await sell(changed, 'zh-cn')).json.message).toBe(
      'clientKey：该结账标识已用于另一笔内容不同的订单，新的结账请使用新的标识',
    );
    expect((await sell(changed, 'zh-tw')).json.message).toBe(
      'clientKey：該結帳識別碼已用於另一筆內容不同的訂單，新的結帳請使用新的識別碼',
    );
  });

  it('makes one order of concurrent submissions with one key: the same body gets it, other bodies 409', async () => {
    const a = await insertBarcode(t.ctx, { qty: 20, retail: 1000 });
    const clientKey = key();
    const same = {
      clientKey,
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: 10 }],
    };
    const different = {
      ...same,
      lines: [{ barcode: a.barcode, qty: 2 }],
      payments: [{ method: 1, amount: 20 }],
    };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sell(i % 2 ? different : same)));
    expect(await ordersWithKey(clientKey)).toBe(1);
    const stored = await t.ctx.db
      .selectFrom('retailSaleOrder')
      .select(['id', 'totalQty'])
      .where('clientKey', '=', clientKey)
      .executeTakeFirstOrThrow();
    const winner = Number(stored.totalQty) === 1 ? same : different;
    answers.forEach((res, i) => {
      const body = i % 2 ? different : same;
      if (body === winner) expect((res.json.result as Detail).id).toBe(stored.id);
      else expect(res.json.code).toBe(409);
    });
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(20 - Number(stored.totalQty));
  });
});
