import { BalanceKind, PayMethod, SaleOrderKind, SaleOrderStatus, StockLogKind } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TILL_RULE_BUTTON_IDS } from '../../src/db/seed/menus/retail.ts';
import { STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { seedTillRuleButtons } from '../../src/db/seed/till-rules.ts';
import { BalanceLedger } from '../../src/modules/retail/ledger/balance-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { balanceOf, insertBarcode, insertVip, stockOf } from '../support/retail-fixtures.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface Detail {
  id: number;
  kind: number;
  status: number;
  amount: number;
  vipId: number | null;
  lines: Array<{ id: number; price: number; qty: number; amount: number }>;
  payments: Array<{ method: number; amount: number; refundId: number | null }>;
  refunds: Array<{ id: number; amount: number; refundMethod: number | null }>;
}

interface Summary {
  totals: { orders: number; grossSales: number; refunds: number; netSales: number };
}

describe.each(databaseKinds())('refund methods and returns without receipt on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let cashier: Api;
  let keySeq = 0;
  const key = () => `ret-${kind}-${Date.now()}-${++keySeq}`;

  const refundsOf = (d: Detail) => d.payments.filter((p) => p.refundId !== null);
  const ledgerOf = (vipId: number) =>
    t.ctx.db
      .selectFrom('retailVipBalanceLog')
      .select(['kind', 'amount'])
      .where('vipId', '=', vipId)
      .orderBy('id')
      .execute();
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
  const sellOne = (barcode: string, payments: unknown[], vipId: number | null = null) =>
    cashier.ok.post<Detail>('/api/saleOrder/add', {
      clientKey: key(),
      vipId,
      lines: [{ barcode, qty: 2 }],
      payments,
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    manager = await signInAs(t, 'manager', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refunds to the original methods by default, or all of it as cash, or to the member balance', async () => {
    const item = await insertBarcode(t.ctx, { qty: 10, retail: 1500, member: 0 });
    const vipId = await insertVip(t.ctx);
    const order = await sellOne(item.barcode, [{ method: PayMethod.Card, amount: 30 }], vipId);
    const line = order.lines[0] as Detail['lines'][number];

    const original = await admin.ok.post<Detail>('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: line.id, qty: 1 }],
    });
    expect(refundsOf(original)).toEqual([expect.objectContaining({ method: PayMethod.Card, amount: -15 })]);
    expect(original.refunds[0]?.refundMethod).toBeNull();

    const toBalance = await admin.ok.post<Detail>('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: line.id, qty: 1 }],
      method: 'balance',
    });
    expect(refundsOf(toBalance)[1]).toMatchObject({ method: PayMethod.Balance, amount: -15 });
    expect(toBalance.refunds[1]?.refundMethod).toBe(PayMethod.Balance);
    expect(toBalance.status).toBe(SaleOrderStatus.Refunded);
    expect(await balanceOf(t.ctx, vipId)).toBe(1500);
    expect((await ledgerOf(vipId)).map((r) => [r.kind, Number(r.amount)])).toEqual([
      [BalanceKind.Refund, 1500],
    ]);

    const cashOrder = await sellOne(item.barcode, [{ method: PayMethod.MobilePay, amount: 30 }]);
    const cash = await admin.ok.post<Detail>('/api/saleOrder/refund', {
      id: cashOrder.id,
      lines: [{ lineId: (cashOrder.lines[0] as Detail['lines'][number]).id, qty: 2 }],
      method: 'cash',
    });
    expect(refundsOf(cash)).toEqual([expect.objectContaining({ method: PayMethod.Cash, amount: -30 })]);
  });

  it('refuses a refund to the balance of an order without a member, changing nothing', async () => {
    const item = await insertBarcode(t.ctx, { qty: 10, retail: 1500 });
    const order = await sellOne(item.barcode, [{ method: PayMethod.Cash, amount: 30 }]);
    const refused = await admin.post('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: (order.lines[0] as Detail['lines'][number]).id, qty: 1 }],
      method: 'balance',
    });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toBe('method: a refund to the member balance needs a member on the order');
    expect(await stockOf(t.ctx, item.barcodeId)).toBe(8);
    expect(
      (await admin.post('/api/saleOrder/refund', { id: order.id, lines: [], method: 'x' })).json.code,
    ).toBe(400);
  });

  it('prints a refund slip of what went back and where the money went', async () => {
    const item = await insertBarcode(t.ctx, { qty: 10, retail: 1500 });
    const order = await sellOne(item.barcode, [{ method: PayMethod.Cash, amount: 30 }]);
    const refunded = await admin.ok.post<Detail>('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: (order.lines[0] as Detail['lines'][number]).id, qty: 1 }],
      reason: 'Too small',
    });
    const refundId = (refunded.refunds[0] as Detail['refunds'][number]).id;
    const slip = await cashier.ok.get<Record<string, unknown>>(`/api/saleOrder/refundSlip?id=${refundId}`);
    expect(slip).toMatchObject({
      refund: { id: refundId, amount: 15, reason: 'Too small' },
      order: { id: order.id, kind: SaleOrderKind.Sale },
      lines: [{ barcode: item.barcode, qty: 1, amount: 15 }],
      payments: [{ method: PayMethod.Cash, amount: 15 }],
    });
    expect((await cashier.get('/api/saleOrder/refundSlip?id=42')).json.code).toBe(404);
  });

  it('takes a return without receipt at the price of the last sale, else the catalogue, stock back and money out', async () => {
    const sold = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const neverSold = await insertBarcode(t.ctx, { qty: 0, retail: 1200, member: 1100 });
    // last sold two for 19.00: 9.50 each; the catalogue price changes afterwards
    await cashier.ok.post('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode: sold.barcode, qty: 2, discount: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 19 }],
    });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ retailPrice: 2000 })
      .where('id', '=', sold.goodsId)
      .execute();
    const date = (await admin.ok.get<{ date: string }>('/api/statistics/businessDate')).date;
    const summary = () =>
      admin.ok.post<Summary>('/api/statistics/saleSummary', {
        startDate: date,
        endDate: date,
        groupBy: 'day',
      });
    const before = await summary();

    const body = {
      clientKey: key(),
      lines: [
        { barcode: sold.barcode, qty: 1 },
        { barcode: neverSold.barcode, qty: 2 },
      ],
      method: 'cash',
      reason: 'No receipt',
    };
    const back = await manager.ok.post<Detail>('/api/saleOrder/return', body);
    expect(back).toMatchObject({
      kind: SaleOrderKind.Return,
      status: SaleOrderStatus.Refunded,
      amount: 33.5,
    });
    expect(back.lines.map((l) => [l.price, l.qty, l.amount])).toEqual([
      [9.5, 1, 9.5],
      [12, 2, 24],
    ]);
    expect(back.payments).toEqual([expect.objectContaining({ method: PayMethod.Cash, amount: -33.5 })]);
    expect(back.refunds).toEqual([expect.objectContaining({ amount: 33.5, refundMethod: PayMethod.Cash })]);
    // the order list tells returns from sales
    const listed = async (orderKind: number) =>
      (
        await manager.ok.page<{ id: number; kind: number }>('/api/saleOrder/page', {
          kind: orderKind,
          pageSize: 100,
        })
      ).items;
    const returns = await listed(SaleOrderKind.Return);
    expect(returns.map((o) => o.id)).toContain(back.id);
    expect(returns.every((o) => o.kind === SaleOrderKind.Return)).toBe(true);
    const sales = await listed(SaleOrderKind.Sale);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((o) => o.kind === SaleOrderKind.Sale)).toBe(true);
    expect(await stockOf(t.ctx, sold.barcodeId)).toBe(9);
    expect(await stockOf(t.ctx, neverSold.barcodeId)).toBe(2);
    const logs = await t.ctx.db
      .selectFrom('retailStockLog')
      .select('kind')
      .where('barcodeId', '=', neverSold.barcodeId)
      .execute();
    expect(logs.map((l) => l.kind)).toEqual([StockLogKind.SaleRefund]);

    // a retry answers the same return; another body under the key is refused
    expect((await manager.ok.post<Detail>('/api/saleOrder/return', body)).id).toBe(back.id);
    expect((await manager.post('/api/saleOrder/return', { ...body, reason: 'Other' })).json.code).toBe(409);
    expect(await stockOf(t.ctx, neverSold.barcodeId)).toBe(2);

    // a refund of the day, never a sale
    const after = await summary();
    expect(after.totals.orders).toBe(before.totals.orders);
    expect(after.totals.grossSales).toBe(before.totals.grossSales);
    expect(Math.round(after.totals.refunds * 100)).toBe(Math.round(before.totals.refunds * 100) + 3350);
    // and not refundable again
    const again = await admin.post('/api/saleOrder/refund', {
      id: back.id,
      lines: [{ lineId: (back.lines[0] as Detail['lines'][number]).id, qty: 1 }],
    });
    expect(again.json.code).toBe(400);
  });

  it('returns to a member balance only with a member, at the member price when never sold', async () => {
    const item = await insertBarcode(t.ctx, { qty: 0, retail: 1200, member: 1100 });
    const vipId = await insertVip(t.ctx);
    await topUp(vipId, 100);
    const noMember = await manager.post('/api/saleOrder/return', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      method: 'balance',
    });
    expect(noMember.json.code).toBe(400);
    const back = await manager.ok.post<Detail>('/api/saleOrder/return', {
      clientKey: key(),
      vipId,
      lines: [{ barcode: item.barcode, qty: 1 }],
      method: 'balance',
    });
    expect(back.amount).toBe(11);
    expect(await balanceOf(t.ctx, vipId)).toBe(1200);
    const unknown = await manager.post('/api/saleOrder/return', {
      clientKey: key(),
      lines: [{ barcode: 'NO-SUCH-CODE', qty: 1 }],
      method: 'cash',
    });
    expect(unknown.json.code).toBe(400);
    expect(unknown.json.message).toBe('Barcode NO-SUCH-CODE does not exist');
  });

  it('grants the new buttons once to installations seeded before them: manager and admin, not the cashier', async () => {
    const held = (roleId: number) =>
      t.ctx.db
        .selectFrom('sysRoleMenu')
        .select('menuId')
        .where('roleId', '=', roleId)
        .where('menuId', 'in', TILL_RULE_BUTTON_IDS)
        .execute();
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'till-rule-buttons:v1').execute();
    await t.ctx.db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', TILL_RULE_BUTTON_IDS)
      .execute();
    await t.ctx.db
      .deleteFrom('sysRoleMenu')
      .where('roleId', '=', STAFF_ROLE.storeManager)
      .where('menuId', 'in', TILL_RULE_BUTTON_IDS)
      .execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedTillRuleButtons(t.ctx.db, ctx);
    await seedTillRuleButtons(t.ctx.db, ctx);
    expect(await held(STAFF_ROLE.storeManager)).toHaveLength(2);
    expect(await held(STAFF_ROLE.sysAdmin)).toHaveLength(2);
    expect(await held(STAFF_ROLE.cashier)).toHaveLength(0);
    const tenantRows = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', TILL_RULE_BUTTON_IDS)
      .execute();
    expect(tenantRows).toHaveLength(2);
  });

  it('needs its own permission: the cashier may not take returns without receipt', async () => {
    const item = await insertBarcode(t.ctx, { qty: 0, retail: 1200 });
    const refused = await cashier.post('/api/saleOrder/return', {
      clientKey: key(),
      lines: [{ barcode: item.barcode, qty: 1 }],
      method: 'cash',
    });
    expect(refused.json.code).toBe(403);
    expect(await stockOf(t.ctx, item.barcodeId)).toBe(0);
  });
});
