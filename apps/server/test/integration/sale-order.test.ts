import { BalanceKind, PayMethod, SaleOrderStatus } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BalanceLedger } from '../../src/modules/retail/ledger/balance-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { balanceOf, insertBarcode, insertVip, stockOf } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Detail {
  id: number;
  no: string;
  status: number;
  amount: number;
  refundAmount: number;
  lines: Array<{ id: number; qty: number; amount: number; orderDiscountShare: number }>;
  payments: Array<{ method: number; amount: number }>;
}

describe.each(databaseKinds())('sales orders on %s', (kind) => {
  let t: TestApp;
  let cashier: Api;
  let admin: Api;
  let keySeq = 0;
  const key = () => `key-${kind}-${Date.now()}-${++keySeq}`;

  const sell = (body: Record<string, unknown>) =>
    cashier.with(IN_ENGLISH).post('/api/saleOrder/add', { clientKey: key(), ...body });

  async function topUp(vipId: number, fen: number) {
    await inTransaction(t.ctx.db, (trx) =>
      new BalanceLedger(t.ctx.ids).apply(
        trx,
        null,
        DEFAULT_TENANT,
        { vipId, kind: BalanceKind.TopUp, amount: fen },
        Date.now(),
      ),
    );
  }

  const countOrders = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('retailSaleOrder')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    cashier = await signInAs(t, 'cashier');
    admin = await signInAs(t, 'admin');
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sells at catalogue prices with line and order discounts, taking stock; payments must sum exactly', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1999 });
    const b = await insertBarcode(t.ctx, { qty: 10, retail: 501 });
    const lines = [
      { barcode: a.barcode, qty: 2, discount: '1.98' },
      { barcode: b.barcode, qty: 3 },
    ];
    // 2 × 19.99 − 1.98 + 3 × 5.01 = 53.03; minus 3.03 order discount = 50.00
    const wrong = await sell({
      lines,
      orderDiscount: 3.03,
      payments: [{ method: PayMethod.Cash, amount: 49.99 }],
    });
    expect(wrong.json.code).toBe(400);
    expect(wrong.json.message).toMatch(/49\.99.*50\.00/);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(10);

    const res = await sell({
      lines,
      orderDiscount: 3.03,
      payments: [
        { method: PayMethod.Cash, amount: 20 },
        { method: PayMethod.Card, amount: '30.00' },
      ],
    });
    expect(res.json.code, res.json.message).toBe(200);
    const order = res.json.result as Detail;
    expect(order.amount).toBe(50);
    expect(order.no).toMatch(/^XS\d{12}$/);
    expect(order.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0)).toBe(5000);
    expect(order.lines.reduce((s, l) => s + Math.round(l.orderDiscountShare * 100), 0)).toBe(303);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(8);
    expect(await stockOf(t.ctx, b.barcodeId)).toBe(7);
    // the answer is made from what was written: it is what the order reads back as
    await expectStored(res.json.result);
  });

  async function expectStored(answer: unknown) {
    const detail = await admin.get(`/api/saleOrder/detail?id=${(answer as Detail).id}`);
    expect(detail.json.code).toBe(200);
    expect(answer).toEqual(detail.json.result);
  }

  it('refuses unknown barcodes, discounts above the line and balance payments without a member, creating nothing', async () => {
    const a = await insertBarcode(t.ctx, { qty: 5 });
    const before = await countOrders();
    const unknown = await sell({
      lines: [{ barcode: 'NOPE-1', qty: 1 }],
      payments: [{ method: 1, amount: 1 }],
    });
    expect(unknown.json.message).toContain('NOPE-1');
    const discount = await sell({
      lines: [{ barcode: a.barcode, qty: 1, discount: 10.01 }],
      payments: [{ method: 1, amount: 0 }],
    });
    expect(discount.json.message).toContain(a.barcode);
    const noMember = await sell({
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Balance, amount: 10 }],
    });
    expect(noMember.json.code).toBe(400);
    const badAmount = await sell({
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: 9.999 }],
    });
    expect(badAmount.json.code).toBe(400);
    expect(badAmount.json.message).toMatch(/payments/);
    expect(await countOrders()).toBe(before);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(5);
  });

  it('50 concurrent sales of a barcode with 10 in stock: exactly 10 orders, no partial order', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const other = await insertBarcode(t.ctx, { qty: 100, retail: 1000 });
    const before = await countOrders();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        sell({
          lines: [
            { barcode: other.barcode, qty: 1 },
            { barcode: a.barcode, qty: 1 },
          ],
          payments: [{ method: PayMethod.Cash, amount: 20 }],
        }),
      ),
    );
    const ok = results.filter((r) => r.json.code === 200);
    const refused = results.filter((r) => r.json.code !== 200);
    expect(ok).toHaveLength(10);
    for (const r of refused) {
      expect(r.json.code).toBe(400);
      expect(r.json.message).toContain(a.barcode);
      expect(r.json.message).toMatch(/Insufficient stock/);
    }
    expect(await countOrders()).toBe(before + 10);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(0);
    expect(await stockOf(t.ctx, other.barcodeId)).toBe(90);
    const orphanLines = await t.ctx.db
      .selectFrom('retailSaleOrderLine as l')
      .leftJoin('retailSaleOrder as o', 'o.id', 'l.orderId')
      .select('l.id')
      .where('o.id', 'is', null)
      .execute();
    expect(orphanLines).toEqual([]);
  });

  it('returns the first order for a repeated client key, sequentially and concurrently', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10 });
    const body = {
      clientKey: key(),
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: 1, amount: 10 }],
    };
    const first = await cashier.post('/api/saleOrder/add', body);
    const again = await cashier.post('/api/saleOrder/add', body);
    expect((again.json.result as Detail).id).toBe((first.json.result as Detail).id);
    expect(again.json.result).toEqual(first.json.result);
    const twin = { ...body, clientKey: key() };
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => cashier.post('/api/saleOrder/add', twin)),
    );
    expect(racing.every((r) => r.json.code === 200)).toBe(true);
    expect(new Set(racing.map((r) => (r.json.result as Detail).id)).size).toBe(1);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(8);
  });

  it('takes a balance payment from the member at the member price, never below zero under concurrency', async () => {
    const a = await insertBarcode(t.ctx, { qty: 100, retail: 1000, member: 800 });
    const vipId = await insertVip(t.ctx);
    await topUp(vipId, 2000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        sell({
          vipId,
          lines: [{ barcode: a.barcode, qty: 1 }],
          payments: [{ method: PayMethod.Balance, amount: 8 }],
        }),
      ),
    );
    expect(results.filter((r) => r.json.code === 200)).toHaveLength(2);
    for (const sold of results.filter((r) => r.json.code === 200)) await expectStored(sold.json.result);
    expect(results.filter((r) => r.json.code !== 200).every((r) => /balance/i.test(r.json.message))).toBe(
      true,
    );
    expect(await balanceOf(t.ctx, vipId)).toBe(400);
    const vip = await t.ctx.db
      .selectFrom('retailVip')
      .selectAll()
      .where('id', '=', vipId)
      .executeTakeFirstOrThrow();
    expect(Number(vip.orderCount)).toBe(2);
    expect(Number(vip.totalConsume)).toBe(1600);
    expect(Number(vip.points)).toBe(16);
  });

  it('refunds chosen quantities by the original methods and cancels whole orders, restoring stock and balance', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000, member: 1000 });
    const vipId = await insertVip(t.ctx);
    await topUp(vipId, 1500);
    const sold = await sell({
      vipId,
      lines: [{ barcode: a.barcode, qty: 3 }],
      payments: [
        { method: PayMethod.Balance, amount: 15 },
        { method: PayMethod.Cash, amount: 15 },
      ],
    });
    const order = sold.json.result as Detail;
    const line = order.lines[0] as Detail['lines'][number];
    // A member disabled after the sale still gets the balance part of a refund back, but cannot pay with it.
    await t.ctx.db.updateTable('retailVip').set({ status: 2 }).where('id', '=', vipId).execute();
    const refundOne = await admin.post('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: line.id, qty: 2 }],
      reason: 'damaged',
    });
    expect(refundOne.json.code, refundOne.json.message).toBe(200);
    const afterRefund = refundOne.json.result as Detail;
    expect(afterRefund.status).toBe(SaleOrderStatus.PartlyRefunded);
    expect(afterRefund.refundAmount).toBe(20);
    expect(await balanceOf(t.ctx, vipId)).toBe(1500);
    const payDisabled = await sell({
      vipId,
      lines: [{ barcode: a.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Balance, amount: 10 }],
    });
    expect(payDisabled.json.code).not.toBe(200);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(9);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(9);
    const tooMany = await admin
      .with(IN_ENGLISH)
      .post('/api/saleOrder/refund', { id: order.id, lines: [{ lineId: line.id, qty: 2 }] });
    expect(tooMany.json.message).toMatch(/at most 1/);
    const cancelRefunded = await admin.post('/api/saleOrder/cancel', { id: order.id });
    expect(cancelRefunded.json.code).toBe(400);

    const second = (
      await sell({ lines: [{ barcode: a.barcode, qty: 2 }], payments: [{ method: 1, amount: 20 }] })
    ).json.result as Detail;
    const cancelled = await admin.post('/api/saleOrder/cancel', { id: second.id });
    expect((cancelled.json.result as Detail).status).toBe(SaleOrderStatus.Cancelled);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(9);
    const twice = await admin.post('/api/saleOrder/cancel', { id: second.id });
    expect(twice.json.code).toBe(400);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(9);
  });

  it('pages orders within the caller scope and tenant; another tenant cannot read them', async () => {
    const a = await insertBarcode(t.ctx, { qty: 5 });
    const sold = (
      await sell({ lines: [{ barcode: a.barcode, qty: 1 }], payments: [{ method: 1, amount: 10 }] })
    ).json.result as Detail;
    const page = await admin.post('/api/saleOrder/page', { barcode: a.barcode });
    expect((page.json.result as { items: Array<{ id: number }> }).items.map((i) => i.id)).toEqual([sold.id]);
    const badSort = await admin.post('/api/saleOrder/page', { field: 'clientKey; drop' });
    expect(badSort.json.code).toBe(400);
    const sheet = await readXlsx(
      await downloadXlsx(t.app, '/api/saleOrder/export', { barcode: a.barcode }, admin.headers),
    );
    expect(sheet).toHaveLength(2);
    expect(sheet[1]?.[0]).toBe(sold.no);
    expect(sheet[1]?.[2]).toBe('销售'); // the kind, after the time
    expect(sheet[1]?.[9]).toBe('已完成'); // after the payment methods column
    await cashier.ok.get(`/api/saleOrder/receipt?id=${sold.id}`);
    const other = await signInNewTenantAdmin(t, `Sale Other ${kind}`, `so${kind.slice(0, 5)}adm`);
    const foreign = await other.admin.get(`/api/saleOrder/detail?id=${sold.id}`);
    expect(foreign.json.code).toBe(404);
    const foreignPage = await other.admin.post('/api/saleOrder/page', {});
    expect((foreignPage.json.result as { total: number }).total).toBe(0);
    const refund = await other.admin.post('/api/saleOrder/cancel', { id: sold.id });
    expect(refund.json.code).toBe(404);
  });
});
