import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { TillShiftDetailOutput } from '@retail/contracts/api/retail/till-shift';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG, STAFF_USER } from '../../src/db/seed/staff.ts';
import { RetailSettingsService } from '../../src/modules/retail/settings/service.ts';
import { TillShiftStamps } from '../../src/modules/retail/till-shift/stamp.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import type { Principal } from '../../src/platform/http/access.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { expectedCashFromRows, openShift, saleBody } from '../support/till-shifts.ts';

/** Concurrent requests against the shift rules: one open shift per user; a close never misses a sale it let in. */
describe.each(databaseKinds())('till shifts under concurrency on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes one shift of concurrent opens by one user', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cashier.post('/api/tillShift/open', { floatAmount: '100' })),
    );
    const codes = answers.map((a) => a.json.code).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const open = await t.ctx.db
      .selectFrom('retailTillShift')
      .select('id')
      .where('openUserId', '=', STAFF_USER.cashier)
      .execute();
    expect(open).toHaveLength(1);
    await cashier.ok.post('/api/tillShift/close', { id: open[0]?.id, countedCash: '100' });
  });

  it('counts in the Z report every sale it let in, and refuses the ones after it', async () => {
    await admin.ok.post('/api/retailSetting/update', { requireShift: true });
    try {
      const goods = await insertBarcode(t.ctx, { qty: 1000, retail: 1000 });
      for (let round = 0; round < 3; round++) {
        const shift = await openShift(cashier, '50');
        const sales = Array.from({ length: 6 }, () =>
          cashier.post('/api/saleOrder/add', saleBody([{ barcode: goods.barcode, qty: 1 }], [[1, '10']])),
        );
        // the close goes out while the sales are in flight: each sale commits before it or is refused after it
        const closing = cashier.post('/api/tillShift/close', { id: shift.id, countedCash: '50' });
        const [closed, ...sold] = await Promise.all([closing, ...sales]);
        expect(closed?.json.code, closed?.json.message ?? '').toBe(200);
        const z = closed?.json.result as TillShiftDetailOutput;
        const accepted = sold.filter((s) => s.json.code === 200);
        for (const s of sold.filter((s) => s.json.code !== 200)) {
          expect(s.json).toMatchObject({
            code: 400,
            message: 'shift: open a till shift before selling or refunding',
          });
        }
        const stamped = await t.ctx.db
          .selectFrom('retailSaleOrder')
          .select(['id', 'shiftId'])
          .where('id', 'in', accepted.map((s) => (s.json.result as SaleOrderDetailOutput).id).concat([0]))
          .execute();
        expect(stamped.every((o) => o.shiftId === shift.id)).toBe(true);
        expect(z.figures.salesCount).toBe(accepted.length);
        expect(z.figures.cashSales).toBe(accepted.length * 10);
        expect(z.figures.expectedCash * 100).toBe(await expectedCashFromRows(t, shift.id));
        expect(z.difference).toBe(0 - accepted.length * 10);
      }
    } finally {
      await admin.ok.post('/api/retailSetting/update', { requireShift: false });
    }
  });

  it('a close waits for a sale that holds the shift, and counts it', async () => {
    const shift = await openShift(cashier, '0');
    const caller: Principal = {
      userId: STAFF_USER.cashier,
      tenantId: DEFAULT_TENANT,
      account: 'cashier',
      realName: '收银员',
      accountType: 777,
      orgId: STAFF_ORG.storeA,
    };
    const orderId = t.ctx.ids.next();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let stamped = () => {};
    const holding = new Promise<void>((resolve) => (stamped = resolve));
    // a sale's transaction: its rows written and stamped, not yet committed
    const sale = inTransaction(t.ctx.db, async (trx) => {
      const now = Date.now();
      await trx
        .insertInto('retailSaleOrder')
        .values({
          id: orderId,
          tenantId: DEFAULT_TENANT,
          orgId: STAFF_ORG.storeA,
          no: `HOLD${orderId}`,
          clientKey: `hold-${orderId}`,
          status: 1,
          totalQty: 1,
          listAmount: 1234,
          lineDiscount: 0,
          orderDiscount: 0,
          amount: 1234,
          costAmount: 0,
          refundQty: 0,
          refundAmount: 0,
          points: 0,
          createTime: now,
          createUserId: caller.userId,
          isDelete: 0,
        })
        .execute();
      await trx
        .insertInto('retailSalePayment')
        .values({
          id: t.ctx.ids.next(),
          tenantId: DEFAULT_TENANT,
          orderId,
          method: 1,
          amount: 1234,
          createTime: now,
        })
        .execute();
      await new TillShiftStamps(
        t.ctx.config.db.type,
        new RetailSettingsService(t.ctx.db, t.ctx.ids),
      ).stampSale(trx, caller, orderId);
      stamped();
      await released;
    });
    await holding;
    const closing = cashier.post('/api/tillShift/close', { id: shift.id, countedCash: '12.34' });
    // give the close time to reach the shift row; it cannot finish before the sale commits
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await sale;
    const closed = await closing;
    expect(closed.json.code, closed.json.message ?? '').toBe(200);
    const z = closed.json.result as TillShiftDetailOutput;
    expect(z.figures).toMatchObject({ salesCount: 1, cashSales: 12.34, expectedCash: 12.34, difference: 0 });
    expect(z.figures.expectedCash * 100).toBe(await expectedCashFromRows(t, shift.id));
  });
});
