import type { StockLocationOutput } from '@retail/contracts/api/retail/stock-location';
import { StockLogKind } from '@retail/contracts';
import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.ts';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { averageCostDrift } from '../../src/modules/retail/ledger/average-cost-drift.ts';
import { stockDrift } from '../../src/modules/retail/ledger/ledger-drift.ts';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { createDatabase } from '../../src/platform/db/database.ts';
import { formatTime } from '../../src/platform/db/time.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { createTestDatabase, databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { insertBarcode, stockOf } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const cash = (amount: number) => [{ method: 1, amount }];

describe.each(databaseKinds())('stock per location on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let manager: Api;
  let keeper: Api;
  let seq = 0;
  const key = () => `loc-${kind}-${Date.now().toString(36)}-${++seq}`;
  const sell = (
    api: Api,
    barcode: string,
    qty: number,
    amount: number,
    extra: Record<string, unknown> = {},
  ) =>
    api.post('/api/saleOrder/add', {
      clientKey: key(),
      lines: [{ barcode, qty }],
      payments: cash(amount),
      ...extra,
    });

  /** A confirmed receive adjustment of `qty` at `cost` yuan by `api` (at its own location unless given). */
  async function receive(api: Api, barcode: string, qty: number, cost: number, locationId?: number) {
    const id = await api.ok.post<number>('/api/stockAdjust/add', {
      kind: 1,
      lines: [{ barcode, qty, costPrice: cost }],
      ...(locationId ? { locationId } : {}),
    });
    await api.ok.post('/api/stockAdjust/confirm', { id });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    manager = await signInAs(t, 'manager', { headers: IN_ENGLISH });
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the tenant's locations with each user's own and readable ones", async () => {
    const mine = async (api: Api) => {
      const list = await api.ok.get<StockLocationOutput[]>('/api/stockLocation/list');
      return {
        all: list.map((l) => l.id),
        own: list.filter((l) => l.own).map((l) => l.id),
        readable: list.filter((l) => l.readable).map((l) => l.id),
        main: list.filter((l) => l.isMain).map((l) => l.id),
      };
    };
    const everywhere = [STAFF_ORG.storeA, STAFF_ORG.storeB, STAFF_ORG.warehouse];
    // the finance department is no location; the first store is the main one
    expect(await mine(admin)).toEqual({
      all: everywhere,
      own: [STAFF_ORG.storeA],
      readable: everywhere,
      main: [STAFF_ORG.storeA],
    });
    expect(await mine(keeper)).toMatchObject({ own: [STAFF_ORG.warehouse], readable: [STAFF_ORG.warehouse] });
    expect(await mine(cashier)).toMatchObject({ own: [STAFF_ORG.storeA], readable: [STAFF_ORG.storeA] });
  });

  it("sells from the cashier's store and adjusts at the keeper's warehouse; another location needs the button and the scope", async () => {
    const item = await insertBarcode(t.ctx, { qty: 5, retail: 1000 });
    await receive(keeper, item.barcode, 7, 4);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.storeA)).toBe(5);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(7);

    const sold = await sell(cashier, item.barcode, 2, 20);
    expect(sold.json.code, sold.json.message ?? '').toBe(200);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.storeA)).toBe(3);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(7);

    // the cashier has no choose-location button
    const elsewhere = await sell(cashier, item.barcode, 1, 10, { locationId: STAFF_ORG.warehouse });
    expect(elsewhere.json.code).toBe(403);
    // the manager has it, but the warehouse is outside the manager's data scope (store A and below)
    expect((await sell(manager, item.barcode, 1, 10, { locationId: STAFF_ORG.warehouse })).json.code).toBe(
      403,
    );
    // the administrator sees every location
    const byAdmin = await sell(admin, item.barcode, 1, 10, { locationId: STAFF_ORG.warehouse });
    expect(byAdmin.json.code, byAdmin.json.message ?? '').toBe(200);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(6);
    const unknown = await sell(admin, item.barcode, 1, 10, { locationId: STAFF_ORG.finance });
    expect(unknown.json.code).toBe(400);
    expect(unknown.json.message).toContain(String(STAFF_ORG.finance));
    // a refund puts the goods back where they were sold
    const order = byAdmin.json.result as { id: number; lines: Array<{ id: number }> };
    await admin.ok.post('/api/saleOrder/refund', {
      id: order.id,
      lines: [{ lineId: order.lines[0]?.id, qty: 1 }],
    });
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.warehouse)).toBe(7);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.storeA)).toBe(3);
  });

  it('takes exactly the stock of the store: 50 concurrent sales of one at A with 10 at A and 100 at B', async () => {
    const item = await insertBarcode(t.ctx, { qty: 10, retail: 100 });
    await receive(admin, item.barcode, 100, 0.5, STAFF_ORG.storeB);
    const answers = await Promise.all(Array.from({ length: 50 }, () => sell(cashier, item.barcode, 1, 1)));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.storeA)).toBe(0);
    expect(await stockOf(t.ctx, item.barcodeId, STAFF_ORG.storeB)).toBe(100);
  });

  it('keeps the average cost of each location; a sale line keeps the cost at its time and gross profit uses it', async () => {
    const item = await insertBarcode(t.ctx, { qty: 0, retail: 1000, cost: 100 });
    const avgAt = async (locationId: number) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('retailStock')
            .select('avgCost')
            .where('barcodeId', '=', item.barcodeId)
            .where('locationId', '=', locationId)
            .executeTakeFirstOrThrow()
        ).avgCost,
      );
    await receive(admin, item.barcode, 10, 5);
    expect(await avgAt(STAFF_ORG.storeA)).toBe(500);
    const first = await sell(cashier, item.barcode, 4, 40);
    expect(first.json.code, first.json.message ?? '').toBe(200);
    await receive(admin, item.barcode, 10, 8);
    // (6 × 5.00 + 10 × 8.00) / 16 = 6.875 → 6.88
    expect(await avgAt(STAFF_ORG.storeA)).toBe(688);
    const second = await sell(cashier, item.barcode, 4, 40);
    // the warehouse's own receipt at another cost leaves store A's average alone
    await receive(keeper, item.barcode, 3, 20);
    expect(await avgAt(STAFF_ORG.storeA)).toBe(688);
    expect(await avgAt(STAFF_ORG.warehouse)).toBe(2000);

    const lines = await t.ctx.db
      .selectFrom('retailSaleOrderLine')
      .select(['orderId', 'costPrice', 'qty', 'amount'])
      .where('barcodeId', '=', item.barcodeId)
      .orderBy('id')
      .execute();
    const ids = [first, second].map((a) => (a.json.result as { id: number }).id);
    expect(lines.map((l) => [l.orderId, Number(l.costPrice)])).toEqual([
      [ids[0], 500],
      [ids[1], 688],
    ]);
    const orders = await t.ctx.db
      .selectFrom('retailSaleOrder')
      .select(['id', 'costAmount', 'locationId'])
      .where('id', 'in', ids as number[])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => [Number(o.costAmount), o.locationId])).toEqual([
      [2000, STAFF_ORG.storeA],
      [2752, STAFF_ORG.storeA],
    ]);
    // a later change of the goods' cost price rewrites nothing already sold
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ costPrice: 9999 })
      .where('id', '=', item.goodsId)
      .execute();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const product = await admin.ok.post<{
      items: Array<{ goodsId: number; cost: number; grossProfit: number }>;
    }>('/api/statistics/product', { startDate: day(-1), endDate: day(1), keyword: item.barcode });
    // (10.00 − 5.00) × 4 + (10.00 − 6.88) × 4
    expect(product.items.find((i) => i.goodsId === item.goodsId)).toMatchObject({
      cost: 47.52,
      grossProfit: 32.48,
    });
  });

  it('values the stock by location and category at the end of a chosen day, from the log alone', async () => {
    const item = await insertBarcode(t.ctx, { qty: 0, retail: 1000, cost: 100 });
    const category = await admin.ok.post<number>('/api/goodsCategory/add', { name: `Valued ${key()}` });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ categoryId: category })
      .where('id', '=', item.goodsId)
      .execute();
    const ledger = new StockLedger(t.ctx.config.db.type, t.ctx.ids);
    const day = 86_400_000;
    const at = (ms: number) => formatTime(ms, t.ctx.config.timeZone).slice(0, 10);
    const receiveAt = (locationId: number, qty: number, unitCost: number, when: number) =>
      inTransaction(t.ctx.db, (trx) =>
        ledger.apply(
          trx,
          null,
          DEFAULT_TENANT,
          [{ barcodeId: item.barcodeId, barcode: item.barcode, delta: qty, unitCost }],
          {
            kind: StockLogKind.Receive,
            type: 'test',
            id: t.ctx.ids.next(),
            no: null,
            orgId: null,
            locationId,
          },
          { allowNegative: false, now: when },
        ),
      );
    const now = Date.now();
    await receiveAt(STAFF_ORG.storeA, 10, 500, now - 3 * day);
    await receiveAt(STAFF_ORG.warehouse, 5, 300, now - 3 * day);
    await receiveAt(STAFF_ORG.storeA, 10, 800, now - day);
    expect((await sell(cashier, item.barcode, 4, 40)).json.code).toBe(200);
    const report = async (body: Record<string, unknown>) =>
      await admin.ok.post<{
        rows: Array<{ locationId: number; qty: number; value: number }>;
        totalValue: number;
      }>('/api/stockValuation/report', { categoryId: category, ...body });
    const figures = (r: Awaited<ReturnType<typeof report>>) =>
      r.rows.map((x) => [x.locationId, x.qty, x.value]);
    expect(figures(await report({ date: at(now - 2 * day) }))).toEqual([
      [STAFF_ORG.storeA, 10, 50],
      [STAFF_ORG.warehouse, 5, 15],
    ]);
    // (10 × 5.00 + 10 × 8.00) / 20 = 6.50
    expect(figures(await report({ date: at(now - day) }))).toEqual([
      [STAFF_ORG.storeA, 20, 130],
      [STAFF_ORG.warehouse, 5, 15],
    ]);
    const today = await report({});
    expect(figures(today)).toEqual([
      [STAFF_ORG.storeA, 16, 104],
      [STAFF_ORG.warehouse, 5, 15],
    ]);
    expect(today.totalValue).toBe(119);
    expect(figures(await report({ locationId: STAFF_ORG.warehouse }))).toEqual([
      [STAFF_ORG.warehouse, 5, 15],
    ]);
    // the store manager reads store A only
    expect(
      (await manager.post('/api/stockValuation/report', { locationId: STAFF_ORG.warehouse })).json.code,
    ).toBe(403);
    const managers = await manager.ok.post<{ rows: Array<{ locationId: number }> }>(
      '/api/stockValuation/report',
      {
        categoryId: category,
      },
    );
    expect(managers.rows.map((r) => r.locationId)).toEqual([STAFF_ORG.storeA]);
    expect((await admin.post('/api/stockValuation/report', { date: '2026-02-30' })).json.code).toBe(400);
  });
});

describe.each(databaseKinds())('the stock-location migration on %s', (kind) => {
  it("moves each tenant's stock and its history into the tenant's main location", async () => {
    const database = await createTestDatabase(kind);
    const handle = createDatabase(kind, database.url);
    const raw = handle.db.withoutPlugins();
    try {
      const migrator = new Migrator({
        db: raw,
        provider: { getMigrations: async () => migrations },
        migrationTableName: 'sys_migration',
        migrationLockTableName: 'sys_migration_lock',
      });
      const before = await migrator.migrateTo('0014_jobs');
      expect(before.error).toBeUndefined();
      const now = Date.now();
      // tenant 1: a warehouse before its store in display order (the store is main); tenant 2: only its root
      const orgs: Array<[number, number, number, string | null, number]> = [
        [11, 1, 0, '101', 1],
        [12, 1, 11, '301', 2],
        [13, 1, 11, '201', 3],
        [21, 2, 0, null, 1],
      ];
      for (const [id, tenant, pid, type, order] of orgs) {
        await sql`insert into sys_org (id, tenant_id, pid, name, level, type, order_no, status, create_time, is_delete)
          values (${id}, ${tenant}, ${pid}, ${`org ${id}`}, 1, ${type}, ${order}, 1, ${now}, 0)`.execute(raw);
      }
      for (const [tenant, goods, barcode, cost, qtys] of [
        [1, 101, 1001, 250, [5, -2]],
        [2, 201, 2001, 700, [4]],
      ] as Array<[number, number, number, number, number[]]>) {
        await sql`insert into retail_goods (id, tenant_id, code, name, cost_price, retail_price, member_price, min_stock, status, create_time, is_delete)
          values (${goods}, ${tenant}, ${`G${goods}`}, ${`goods ${goods}`}, ${cost}, 1000, 900, 0, 1, ${now}, 0)`.execute(
          raw,
        );
        await sql`insert into retail_barcode (id, tenant_id, goods_id, barcode, status, create_time, is_delete)
          values (${barcode}, ${tenant}, ${goods}, ${`B${barcode}`}, 1, ${now}, 0)`.execute(raw);
        let qty = 0;
        for (const [i, delta] of qtys.entries()) {
          await sql`insert into retail_stock_log (id, tenant_id, barcode_id, goods_id, kind, qty_before, delta, qty_after, source_type, source_id, create_time)
            values (${barcode * 10 + i}, ${tenant}, ${barcode}, ${goods}, 1, ${qty}, ${delta}, ${qty + delta}, 'test', 1, ${now + i})`.execute(
            raw,
          );
          qty += delta;
        }
        await sql`insert into retail_stock (id, tenant_id, barcode_id, goods_id, qty, update_time)
          values (${barcode}, ${tenant}, ${barcode}, ${goods}, ${qty}, ${now})`.execute(raw);
      }
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();

      const counters = await sql<{ barcode_id: number; location_id: number; qty: number; avg_cost: number }>`
        select barcode_id, location_id, qty, avg_cost from retail_stock order by barcode_id`.execute(raw);
      expect(counters.rows.map((r) => [r.barcode_id, r.location_id, r.qty, r.avg_cost].map(Number))).toEqual([
        [1001, 13, 3, 250],
        [2001, 21, 4, 700],
      ]);
      const logs = await sql<{
        location_id: number;
      }>`select distinct location_id from retail_stock_log order by location_id`.execute(raw);
      expect(logs.rows.map((r) => Number(r.location_id))).toEqual([13, 21]);
      expect(await stockDrift(handle.db)).toEqual([]);
      expect(await averageCostDrift(handle.db)).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
