import type { SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { TillShiftDetailOutput, TillShiftOutput } from '@retail/contracts/api/retail/till-shift';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_MENU_ID } from '../../src/db/seed/menus/retail.ts';
import { seedShiftMenu } from '../../src/db/seed/shift-menu.ts';
import { STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { expectedCashFromRows, openShift, saleBody, shiftsOfOrder } from '../support/till-shifts.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

const CASH = 1;
const CARD = 2;
const MOBILE = 3;

describe.each(databaseKinds())('till shifts on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let manager: Api;
  let cashier: Api;

  const close = (who: Api, id: number, countedCash: string) =>
    who.ok.post<TillShiftDetailOutput>('/api/tillShift/close', { id, countedCash });
  const setRequireShift = (on: boolean) => admin.ok.post('/api/retailSetting/update', { requireShift: on });

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

  it('closes with a Z report whose expected cash is the float, cash payments and paid-in/out of its rows', async () => {
    const a = await insertBarcode(t.ctx, { qty: 20, retail: 5000 });
    const b = await insertBarcode(t.ctx, { qty: 20, retail: 3000 });
    const shift = await openShift(manager, '200.00');
    expect(shift).toMatchObject({ status: 1, report: 'X', floatAmount: 200 });
    expect(shift.figures.expectedCash).toBe(200);

    const sell = (body: object) => manager.ok.post<SaleOrderDetailOutput>('/api/saleOrder/add', body);
    const byCash = await sell(saleBody([{ barcode: a.barcode, qty: 1 }], [[CASH, '50.00']]));
    const byCard = await sell(saleBody([{ barcode: b.barcode, qty: 1 }], [[CARD, '30.00']]));
    const mixed = await sell(
      saleBody(
        [
          { barcode: a.barcode, qty: 1 },
          { barcode: b.barcode, qty: 1 },
        ],
        [
          [CASH, '25.00'],
          [MOBILE, '55.00'],
        ],
      ),
    );
    await manager.ok.post('/api/saleOrder/refund', {
      id: byCash.id,
      lines: [{ lineId: byCash.lines[0]?.id, qty: 1 }],
    });
    const paidOut = await manager.ok.post<TillShiftDetailOutput>('/api/tillShift/cash', {
      shiftId: shift.id,
      kind: 2,
      amount: '20.00',
      reason: 'window cleaner',
    });
    expect(paidOut.cash).toMatchObject([{ kind: 2, amount: 20, reason: 'window cleaner' }]);
    for (const order of [byCash, byCard, mixed]) {
      expect(new Set(await shiftsOfOrder(t, order.id))).toEqual(new Set([shift.id]));
    }

    const expected = await expectedCashFromRows(t, shift.id);
    expect(expected).toBe(20_000 + 5_000 + 2_500 - 5_000 - 2_000);
    const x = await manager.ok.get<TillShiftDetailOutput>('/api/tillShift/current');
    expect(x).toMatchObject({ report: 'X' });
    expect(x?.figures.expectedCash).toBe(expected / 100);

    const z = await close(manager, shift.id, '204.50');
    expect(z).toMatchObject({
      status: 2,
      report: 'Z',
      expectedCash: 205,
      countedCash: 204.5,
      difference: -0.5,
    });
    expect(z.figures).toMatchObject({
      salesCount: 3,
      salesAmount: 160,
      refundCount: 1,
      refundAmount: 50,
      netSales: 110,
      floatAmount: 200,
      cashSales: 75,
      cashRefunds: 50,
      paidIn: 0,
      paidOut: 20,
      expectedCash: expected / 100,
      countedCash: 204.5,
      difference: -0.5,
    });
    expect(z.figures.byMethod).toEqual([
      { method: CASH, sales: 75, refunds: 50, net: 25 },
      { method: CARD, sales: 30, refunds: 0, net: 30 },
      { method: MOBILE, sales: 55, refunds: 0, net: 55 },
    ]);
    const stored = await t.ctx.db
      .selectFrom('retailTillShift')
      .select(['expectedCash', 'countedCash', 'difference', 'openUserId', 'status'])
      .where('id', '=', shift.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ expectedCash: expected, countedCash: 20_450, difference: -50, status: 2 });
    expect(stored.openUserId).toBeNull();

    // a refund in the next shift counts there; the closed Z stays as it was
    const next = await openShift(manager, '100');
    await manager.ok.post('/api/saleOrder/cancel', { id: mixed.id });
    const after = await manager.ok.get<TillShiftDetailOutput>(`/api/tillShift/detail?id=${shift.id}`);
    expect(after.figures).toEqual(z.figures);
    const nextX = await manager.ok.get<TillShiftDetailOutput>(`/api/tillShift/detail?id=${next.id}`);
    expect(nextX.figures).toMatchObject({ salesCount: 0, refundCount: 1, refundAmount: 80, cashRefunds: 25 });
    expect(nextX.figures.expectedCash).toBe((await expectedCashFromRows(t, next.id)) / 100);
    expect(nextX.figures.expectedCash).toBe(75);
    await close(manager, next.id, '75');

    const printed = await manager.ok.get<{ shopName: string | null; report: string }>(
      `/api/tillShift/print?id=${shift.id}`,
    );
    expect(printed).toMatchObject({ report: 'Z' });
    expect(printed.shopName).toBeTruthy();
  });

  it('keeps one open shift per user and refuses bad input, naming the field', async () => {
    const shift = await openShift(cashier, '0');
    const again = await cashier.post('/api/tillShift/open', { floatAmount: '10' });
    expect(again.json).toMatchObject({ code: 409 });
    expect(again.json.message).toBe(`shift: you already have an open shift (${shift.no}); close it first`);
    const refusals: Array<[string, object, string]> = [
      ['/api/tillShift/open', { floatAmount: '-1' }, 'floatAmount'],
      ['/api/tillShift/cash', { shiftId: shift.id, kind: 1, amount: '0', reason: 'x' }, 'amount'],
      ['/api/tillShift/cash', { shiftId: shift.id, kind: 3, amount: '1', reason: 'x' }, 'kind'],
      ['/api/tillShift/cash', { shiftId: shift.id, kind: 1, amount: '1', reason: ' ' }, 'reason'],
      ['/api/tillShift/close', { id: shift.id, countedCash: '1.234' }, 'countedCash'],
    ];
    for (const [url, body, field] of refusals) {
      const res = await cashier.post(url, body);
      expect(res.status, url).toBe(200);
      expect(res.json.code, `${url} ${field}`).toBe(400);
      expect(res.json.message).toContain(field);
    }
    await close(cashier, shift.id, '0');
    const twice = await cashier.post('/api/tillShift/close', { id: shift.id, countedCash: '0' });
    expect(twice.json).toMatchObject({ code: 400, message: `id: shift ${shift.no} is already closed` });
    const late = await cashier.post('/api/tillShift/cash', {
      shiftId: shift.id,
      kind: 1,
      amount: 1,
      reason: 'x',
    });
    expect(late.json.code).toBe(400);
    expect(await cashier.ok.get('/api/tillShift/current')).toBeNull();
  });

  it('refuses sales and refunds without an open shift when the store requires one', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const before = await manager.ok.post<SaleOrderDetailOutput>(
      '/api/saleOrder/add',
      saleBody([{ barcode: a.barcode, qty: 2 }], [[CASH, '20']]),
    );
    expect(await shiftsOfOrder(t, before.id)).toEqual([null, null]);
    await setRequireShift(true);
    try {
      const body = saleBody([{ barcode: a.barcode, qty: 1 }], [[CASH, '10']]);
      const refused = await cashier.post('/api/saleOrder/add', body);
      expect(refused.json).toMatchObject({
        code: 400,
        message: 'shift: open a till shift before selling or refunding',
      });
      expect(
        (await cashier.with({ 'accept-language': 'zh-cn' }).post('/api/saleOrder/add', body)).json.message,
      ).toBe('班次：请先开班再收银或退款');
      expect(
        (await cashier.with({ 'accept-language': 'zh-tw' }).post('/api/saleOrder/add', body)).json.message,
      ).toBe('班次：請先開班再收銀或退款');
      const refund = await manager.post('/api/saleOrder/refund', {
        id: before.id,
        lines: [{ lineId: before.lines[0]?.id, qty: 1 }],
      });
      expect(refund.json).toMatchObject({
        code: 400,
        message: 'shift: open a till shift before selling or refunding',
      });
      const unchanged = await t.ctx.db
        .selectFrom('retailSaleOrder')
        .select('refundQty')
        .where('id', '=', before.id)
        .executeTakeFirstOrThrow();
      expect(Number(unchanged.refundQty)).toBe(0);

      const shift = await openShift(cashier, '50');
      const sold = await cashier.ok.post<SaleOrderDetailOutput>('/api/saleOrder/add', body);
      expect(new Set(await shiftsOfOrder(t, sold.id))).toEqual(new Set([shift.id]));
      await close(cashier, shift.id, '60');
    } finally {
      await setRequireShift(false);
    }
  });

  it('shows shifts by data scope and permission, and never across tenants', async () => {
    const mine = await openShift(cashier, '10');
    const managers = await openShift(manager, '20');
    const cashierPage = await cashier.ok.page<TillShiftOutput>('/api/tillShift/page', { status: 1 });
    expect(cashierPage.items.map((s) => s.id)).toEqual([mine.id]);
    expect((await cashier.get(`/api/tillShift/detail?id=${managers.id}`)).json.code).toBe(404);
    expect((await cashier.post('/api/tillShift/close', { id: managers.id, countedCash: 0 })).json.code).toBe(
      404,
    );
    expect((await cashier.post('/api/tillShift/export', {})).json.code).toBe(403);
    const managerPage = await manager.ok.page<TillShiftOutput>('/api/tillShift/page', { status: 1 });
    expect(managerPage.items.map((s) => s.id).sort()).toEqual([mine.id, managers.id].sort());
    const filtered = await manager.ok.page<TillShiftOutput>('/api/tillShift/page', { cashier: '收银' });
    expect(filtered.items.every((s) => s.userName === '收银员')).toBe(true);

    const keeper = await signInAs(t, 'keeper');
    expect((await keeper.post('/api/tillShift/open', { floatAmount: 0 })).json.code).toBe(403);
    expect((await keeper.get('/api/tillShift/current')).json.code).toBe(403);

    const other = (await signInNewTenantAdmin(t, `Shift Shop ${kind}`, `shiftadm${kind}`)).admin;
    expect((await other.get(`/api/tillShift/detail?id=${mine.id}`)).json.code).toBe(404);
    expect((await other.get(`/api/tillShift/print?id=${mine.id}`)).json.code).toBe(404);
    expect(
      (await other.post('/api/tillShift/cash', { shiftId: mine.id, kind: 1, amount: 1, reason: 'x' })).json
        .code,
    ).toBe(404);
    expect((await other.post('/api/tillShift/close', { id: mine.id, countedCash: 0 })).json.code).toBe(404);
    expect((await other.ok.page('/api/tillShift/page', {})).total).toBe(0);

    const rows = await readXlsx(
      await downloadXlsx(t.app, '/api/tillShift/export', { status: 1 }, manager.headers),
    );
    expect(rows[0]).toContain('Shift no.');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([mine.no, managers.no].sort());

    await close(cashier, mine.id, '10');
    await close(manager, managers.id, '20');
  });

  it('grants the shift screen once to installations seeded before it existed', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => SHIFT_MENU_ID + i);
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'till-shift-menu:v1').execute();
    await t.ctx.db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    await t.ctx.db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedShiftMenu(t.ctx.db, ctx);
    await seedShiftMenu(t.ctx.db, ctx);
    const held = async (roleId: number) =>
      (
        await t.ctx.db
          .selectFrom('sysRoleMenu')
          .select('menuId')
          .where('roleId', '=', roleId)
          .where('menuId', 'in', ids)
          .execute()
      )
        .map((r) => Number(r.menuId))
        .sort();
    const tenantRows = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    expect(tenantRows).toHaveLength(8);
    expect(await held(STAFF_ROLE.storeManager)).toEqual(ids);
    expect(await held(STAFF_ROLE.sysAdmin)).toEqual(ids);
    // the cashier: the screen and page, detail, open, close, cash and print, not export
    expect(await held(STAFF_ROLE.cashier)).toEqual(ids.filter((id) => id !== SHIFT_MENU_ID + 6));
    expect(await held(STAFF_ROLE.stockKeeper)).toEqual([]);
  });
});
