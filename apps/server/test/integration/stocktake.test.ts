import { StockLogKind, StocktakeStatus } from '@retail/contracts';
import type {
  StocktakeDetailOutput,
  StocktakeLineOutput,
  StocktakeOutput,
} from '@retail/contracts/api/retail/stocktake';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STOCKTAKE_MENU_IDS } from '../../src/db/seed/menus/retail.ts';
import { STAFF_ORG, STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { seedStocktakeMenu } from '../../src/db/seed/stocktake-menu.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { saleBody } from '../support/till-shifts.ts';
import { downloadXlsx, makeXlsx, readXlsx, uploadXlsx } from '../support/xlsx.ts';

interface Item {
  goodsId: number;
  barcodeId: number;
  barcode: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('stocktakes on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  /** store A's manager (the count's location is store A) */
  let manager: Api;
  let cashier: Api;
  /** the warehouse keeper */
  let keeper: Api;
  let seq = 0;

  const category = (name: string, pid?: number) =>
    admin.ok.post<number>('/api/goodsCategory/add', { name: `${name}-${kind}-${++seq}`, pid });

  /** Goods (cost in yuan, retail 10) with one barcode, received to `qty` at the location of `at`. */
  async function item(categoryId: number | null, qty: number, cost = 2, at: Api = manager): Promise<Item> {
    const code = `ST${kind.slice(0, 2).toUpperCase()}${process.pid}${++seq}`;
    const goodsId = await admin.ok.post<number>('/api/goods/add', {
      code,
      name: `Goods ${code}`,
      categoryId,
      costPrice: cost,
      retailPrice: 10,
    });
    const barcodeId = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, barcode: code });
    if (qty > 0) {
      const id = await at.ok.post<number>('/api/stockAdjust/add', {
        kind: 1,
        lines: [{ barcode: code, qty, costPrice: cost }],
      });
      await at.ok.post('/api/stockAdjust/confirm', { id });
    }
    return { goodsId, barcodeId, barcode: code };
  }

  const qtyAt = async (barcodeId: number, locationId: number = STAFF_ORG.storeA) => {
    const row = await t.ctx.db
      .selectFrom('retailStock')
      .select('qty')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('barcodeId', '=', barcodeId)
      .where('locationId', '=', locationId)
      .executeTakeFirst();
    return Number(row?.qty ?? 0);
  };
  const detail = (id: number, who: Api = manager) =>
    who.ok.get<StocktakeDetailOutput>(`/api/stocktake/detail?id=${id}`);
  const lines = async (id: number, query: object = {}, who: Api = manager) =>
    (await who.ok.page<StocktakeLineOutput>('/api/stocktake/lines', { id, pageSize: 100, ...query })).items;
  const count = (
    id: number,
    barcode: string,
    qty: number | null,
    mode: 'add' | 'set' = 'set',
    who = manager,
  ) => who.post('/api/stocktake/count', { id, barcode, qty, mode });
  const start = (body: object, who: Api = manager) => who.post('/api/stocktake/add', body);
  const started = async (body: object, who: Api = manager) => {
    const answer = await start(body, who);
    expect(answer.json.code, answer.json.message).toBe(200);
    return answer.json.result as number;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    manager = await signInAs(t, 'manager', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('freezes the book, counts by scan and by hand, and takes a sale made during the count off the count once', async () => {
    const cat = await category('Drinks');
    const a = await item(cat, 10, 2);
    const b = await item(cat, 5, 3);
    const c = await item(cat, 3, 4);
    const id = await started({ categoryId: cat, remark: 'monthly' });
    let doc = await detail(id);
    expect(doc.no).toMatch(/^PK\d{12}$/);
    expect(doc).toMatchObject({
      status: StocktakeStatus.Counting,
      locationId: STAFF_ORG.storeA,
      categoryId: cat,
      lineCount: 3,
      countedCount: 0,
      remark: 'monthly',
    });
    expect((await lines(id)).map((l) => [l.barcode, l.bookQty, l.countedQty, l.avgCost])).toEqual([
      [a.barcode, 10, null, 2],
      [b.barcode, 5, null, 3],
      [c.barcode, 3, null, 4],
    ]);

    // two of A are sold at the counted store while the count is on
    const sale = await cashier.post(
      '/api/saleOrder/add',
      saleBody([{ barcode: a.barcode, qty: 2 }], [[1, '20']]),
    );
    expect(sale.json.code, sale.json.message).toBe(200);
    expect(await qtyAt(a.barcodeId)).toBe(8);

    // A: the shelf held 9 at the freeze (one missing); B: three scans, then one more found by hand (6); C: not counted
    expect((await count(id, a.barcode, 9)).json.code).toBe(200);
    for (let i = 0; i < 3; i++) expect((await count(id, b.barcode, 1, 'add')).json.code).toBe(200);
    const scanned = await count(id, b.barcode, 3, 'add');
    expect(scanned.json.result).toMatchObject({ barcode: b.barcode, countedQty: 6, varianceQty: 1 });
    const undo = await count(id, b.barcode, -7, 'add');
    expect([undo.json.code, undo.json.message]).toEqual([
      400,
      `qty: the counted quantity of barcode ${b.barcode} cannot be below 0`,
    ]);
    expect((await count(id, b.barcode, 0, 'add')).json.message).toContain('qty');
    expect((await count(id, b.barcode, -1)).json.message).toContain('qty');
    expect((await count(id, 'NO-SUCH-CODE', 1)).json.message).toBe(
      'barcode: barcode NO-SUCH-CODE does not exist',
    );

    const before = await lines(id);
    expect(before.map((l) => [l.countedQty, l.varianceQty, l.movementQty, l.currentQty])).toEqual([
      [9, -1, -2, 8],
      [6, 1, 0, 5],
      [null, null, 0, 3],
    ]);
    expect((await lines(id, { state: 'uncounted' })).map((l) => l.barcode)).toEqual([c.barcode]);
    expect((await lines(id, { state: 'variance' })).map((l) => l.barcode)).toEqual([a.barcode, b.barcode]);
    doc = await detail(id);
    expect(doc.summary).toMatchObject({
      lineCount: 3,
      countedCount: 2,
      uncountedCount: 1,
      bookQty: 15,
      countedQty: 15,
      varianceQty: 0,
      varianceValue: 1,
      gainQty: 1,
      gainValue: 3,
      lossQty: -1,
      lossValue: -2,
      uncountedBookQty: 3,
      uncountedBookValue: 12,
    });
    expect(doc).toMatchObject({ countedCount: 2, totalVarianceQty: 0, totalVarianceValue: 1 });

    expect((await manager.post('/api/stocktake/post', { id })).json.message).toContain('uncounted');
    expect((await manager.post('/api/stocktake/post', { id, uncounted: 'keep' })).json.code).toBe(200);
    // the rule: stock after posting = counted + the movements since the freeze (A: 9 counted − 2 sold)
    expect([await qtyAt(a.barcodeId), await qtyAt(b.barcodeId), await qtyAt(c.barcodeId)]).toEqual([7, 6, 3]);
    doc = await detail(id);
    expect(doc).toMatchObject({ status: StocktakeStatus.Posted, uncounted: 'keep', totalVarianceQty: 0 });
    expect(doc.postedUserName).toBeTruthy();
    expect((await lines(id)).map((l) => [l.movementQty, l.varianceQty, l.currentQty])).toEqual([
      [-2, -1, 7],
      [0, 1, 6],
      [0, null, 3],
    ]);
    const logs = await t.ctx.db
      .selectFrom('retailStockLog')
      .select(['barcodeId', 'kind', 'delta', 'sourceType', 'locationId', 'qtyAfter'])
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('sourceId', '=', id)
      .orderBy('barcodeId')
      .execute();
    expect(logs.map((l) => [l.barcodeId, l.kind, Number(l.delta), l.sourceType, Number(l.qtyAfter)])).toEqual(
      [
        [a.barcodeId, StockLogKind.Stocktake, -1, 'stocktake', 7],
        [b.barcodeId, StockLogKind.Stocktake, 1, 'stocktake', 6],
      ],
    );
    expect(logs.every((l) => Number(l.locationId) === STAFF_ORG.storeA)).toBe(true);

    const again = await manager.post('/api/stocktake/post', { id, uncounted: 'zero' });
    expect([again.json.code, again.json.message]).toEqual([
      400,
      `Stocktake ${doc.no} is already posted or cancelled; it can no longer be counted, posted or cancelled`,
    ]);
    expect((await count(id, a.barcode, 1)).json.code).toBe(400);
    expect((await manager.post('/api/stocktake/cancel', { id })).json.code).toBe(400);
    expect(await qtyAt(c.barcodeId)).toBe(3);
  });

  it('refuses a posting that would take stock below zero, naming the barcode, and leaves the count open', async () => {
    const cat = await category('Short');
    const a = await item(cat, 2);
    const id = await started({ categoryId: cat });
    const sale = await cashier.post(
      '/api/saleOrder/add',
      saleBody([{ barcode: a.barcode, qty: 2 }], [[1, '20']]),
    );
    expect(sale.json.code, sale.json.message).toBe(200);
    // one was missing at the freeze and both were sold since: 1 counted − 2 sold
    await count(id, a.barcode, 1);
    const refused = await manager.post('/api/stocktake/post', { id, uncounted: 'keep' });
    expect([refused.json.code, refused.json.message]).toEqual([
      400,
      `Insufficient stock for barcode ${a.barcode}: 0 available, 1 wanted`,
    ]);
    expect((await detail(id)).status).toBe(StocktakeStatus.Counting);
    expect(await qtyAt(a.barcodeId)).toBe(0);
    await manager.ok.post('/api/stocktake/cancel', { id });
  });

  it('posts uncounted lines as zero or keeps them, as chosen', async () => {
    const cat = await category('Snacks');
    const d = await item(cat, 4);
    const e = await item(cat, 2);
    const kept = await started({ categoryId: cat });
    await count(kept, d.barcode, 3);
    expect((await manager.post('/api/stocktake/post', { id: kept, uncounted: 'keep' })).json.code).toBe(200);
    expect([await qtyAt(d.barcodeId), await qtyAt(e.barcodeId)]).toEqual([3, 2]);

    const zeroed = await started({ categoryId: cat });
    await count(zeroed, d.barcode, 3);
    expect((await detail(zeroed)).summary).toMatchObject({ uncountedBookQty: 2, uncountedBookValue: 4 });
    expect((await manager.post('/api/stocktake/post', { id: zeroed, uncounted: 'zero' })).json.code).toBe(
      200,
    );
    expect([await qtyAt(d.barcodeId), await qtyAt(e.barcodeId)]).toEqual([3, 0]);
    const posted = await detail(zeroed);
    expect(posted).toMatchObject({ uncounted: 'zero', totalVarianceQty: -2, totalVarianceValue: -4 });
    expect((await lines(zeroed)).map((l) => [l.countedQty, l.varianceQty, l.currentQty])).toEqual([
      [3, 0, 3],
      [null, -2, 0],
    ]);
  });

  it('counts one category with its descendants, adds barcodes of the scope, and keeps open counts from overlapping', async () => {
    const parent = await category('Clothes');
    const child = await category('Shirts', parent);
    const other = await category('Shoes');
    const p = await item(parent, 2);
    const q = await item(child, 3);
    const r = await item(other, 4);
    const moved = await item(other, 5);
    await sleep(5);
    const id = await started({ categoryId: parent });
    expect((await lines(id)).map((l) => l.barcode)).toEqual([p.barcode, q.barcode]);

    const outside = await count(id, r.barcode, 1);
    expect([outside.json.code, outside.json.message]).toEqual([
      400,
      `barcode: barcode ${r.barcode} is not in this stocktake's category`,
    ]);
    // goods made after the freeze, and goods moved into the category after it: their book is their stock at the freeze
    const late = await item(child, 0);
    await admin.ok.post('/api/goods/update', { id: moved.goodsId, categoryId: child });
    await count(id, late.barcode, 2);
    await count(id, moved.barcode, 5);
    const added = await lines(id, { state: 'added' });
    expect(added.map((l) => [l.barcode, l.bookQty, l.countedQty, l.varianceQty, l.lineNo])).toEqual([
      [late.barcode, 0, 2, 2, 3],
      [moved.barcode, 5, 5, 0, 4],
    ]);
    expect((await detail(id)).lineCount).toBe(4);

    const overlapping = await start({ categoryId: child });
    expect(overlapping.json.code).toBe(409);
    expect(overlapping.json.message).toContain((await detail(id)).no);
    expect((await start({})).json.code).toBe(409);
    const shoes = await started({ categoryId: other });
    expect((await lines(shoes)).map((l) => l.barcode)).toEqual([r.barcode]);
    // the same category at another location (the keeper's warehouse) is another count
    const warehouse = await started({ categoryId: parent }, keeper);
    expect((await detail(warehouse, keeper)).locationId).toBe(STAFF_ORG.warehouse);
    expect((await lines(warehouse, {}, keeper)).map((l) => [l.bookQty])).toEqual([[0], [0], [0], [0]]);
    // another location needs stockLocation:choose
    expect((await start({ categoryId: parent, locationId: STAFF_ORG.storeA }, keeper)).json.code).toBe(403);
    expect((await start({ categoryId: 999_999 })).json.message).toBe(
      'categoryId: the category does not exist',
    );

    expect((await manager.post('/api/stocktake/cancel', { id })).json.code).toBe(200);
    expect((await detail(id)).status).toBe(StocktakeStatus.Cancelled);
    const child2 = await started({ categoryId: child });
    await manager.ok.post('/api/stocktake/cancel', { id: child2 });
    await manager.ok.post('/api/stocktake/cancel', { id: shoes });
    await keeper.ok.post('/api/stocktake/cancel', { id: warehouse });
    expect([await qtyAt(p.barcodeId), await qtyAt(late.barcodeId), await qtyAt(moved.barcodeId)]).toEqual([
      2, 0, 5,
    ]);
  });

  it('posts once when posted twice at the same time', async () => {
    const cat = await category('Race');
    const a = await item(cat, 10);
    const b = await item(cat, 4);
    const id = await started({ categoryId: cat });
    await count(id, a.barcode, 7);
    await count(id, b.barcode, 6);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        manager.post('/api/stocktake/post', { id, uncounted: i % 2 ? 'keep' : 'zero' }),
      ),
    );
    expect(answers.filter((r) => r.json.code === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json.code === 400)).toHaveLength(5);
    expect([await qtyAt(a.barcodeId), await qtyAt(b.barcodeId)]).toEqual([7, 6]);
    const logs = await t.ctx.db
      .selectFrom('retailStockLog')
      .select('delta')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('sourceId', '=', id)
      .execute();
    expect(logs.map((l) => Number(l.delta)).sort()).toEqual([-3, 2]);
  });

  it('imports counts from Excel, naming each refused row', async () => {
    const cat = await category('Import');
    const a = await item(cat, 1);
    const b = await item(cat, 1);
    const outside = await item(null, 0);
    const id = await started({ categoryId: cat });
    const template = await readXlsx(
      await downloadXlsx(t.app, '/api/stocktake/template', {}, manager.headers),
    );
    expect(template).toEqual([['Barcode', 'Qty']]);
    const file = await makeXlsx([
      ['Barcode', 'Qty'],
      [a.barcode, 3],
      [a.barcode, 2],
      ['NO-SUCH', 1],
      [null, 4],
      [b.barcode, 'x'],
      [outside.barcode, 1],
      [b.barcode, 0],
    ]);
    const answer = await uploadXlsx(t.app, `/api/stocktake/import?id=${id}`, file, manager.headers);
    expect(answer.code, answer.message ?? '').toBe(200);
    expect(answer.result).toEqual({
      total: 7,
      imported: 3,
      failed: [
        { row: 4, reason: 'barcode: barcode NO-SUCH does not exist' },
        { row: 5, reason: 'barcode: the barcode is empty' },
        { row: 6, reason: 'qty: "x" is not a whole number of 0 or more' },
        { row: 7, reason: `barcode: barcode ${outside.barcode} is not in this stocktake's category` },
      ],
    });
    expect((await lines(id)).map((l) => [l.countedQty, l.varianceQty])).toEqual([
      [5, 4],
      [0, -1],
    ]);
    // the same file again sets the same counts
    await uploadXlsx(t.app, `/api/stocktake/import?id=${id}`, file, manager.headers);
    expect((await lines(id)).map((l) => l.countedQty)).toEqual([5, 0]);
    await manager.ok.post('/api/stocktake/cancel', { id });
  });

  it('pages, exports the list and the variance report, and prints every line', async () => {
    const cat = await category('Report');
    const a = await item(cat, 2, 1.5);
    const b = await item(cat, 1);
    const id = await started({ categoryId: cat });
    await count(id, a.barcode, 4);
    const page = await manager.ok.page<StocktakeOutput>('/api/stocktake/page', {
      categoryId: cat,
      status: StocktakeStatus.Counting,
    });
    expect(page.items.map((r) => r.id)).toEqual([id]);
    expect((await manager.post('/api/stocktake/page', { field: 'tenantId' })).json.code).toBe(400);
    const sorted = await manager.post('/api/stocktake/lines', {
      id,
      field: 'varianceQty',
      order: 'descending',
    });
    expect(sorted.json.code, sorted.json.message).toBe(200);

    const list = await readXlsx(
      await downloadXlsx(t.app, '/api/stocktake/export', { categoryId: cat }, manager.headers),
    );
    expect(list[0]?.slice(0, 3)).toEqual(['No.', 'Status', 'Location']);
    expect(list[1]?.[1]).toBe('Counting');
    const report = await readXlsx(
      await downloadXlsx(t.app, '/api/stocktake/linesExport', { id }, manager.headers),
    );
    expect(report[0]).toContain('Variance value');
    expect(report.slice(1, 3).map((r) => [r[0], r[5], r[6], r[8], r[10]])).toEqual([
      [a.barcode, 2, 4, 2, 3],
      [b.barcode, 1, 'Not counted', undefined, undefined],
    ]);
    expect(report[3]?.[0]).toBe('Total');

    const printed = await manager.ok.get<{
      lines: StocktakeLineOutput[];
      summary: { varianceValue: number };
    }>(`/api/stocktake/print?id=${id}`);
    expect(printed.lines).toHaveLength(2);
    expect(printed.summary.varianceValue).toBe(3);
    await manager.ok.post('/api/stocktake/cancel', { id });
  });

  it("hides a tenant's stocktakes from other tenants", async () => {
    const cat = await category('Tenant');
    const a = await item(cat, 3);
    const id = await started({ categoryId: cat });
    const other = await signInNewTenantAdmin(t, `Stocktake Other ${kind}`, `stother${kind}`);
    const them = other.admin.with(IN_ENGLISH);
    expect((await them.get(`/api/stocktake/detail?id=${id}`)).json.code).toBe(404);
    expect((await them.post('/api/stocktake/lines', { id })).json.code).toBe(404);
    expect(
      (await them.post('/api/stocktake/count', { id, barcode: a.barcode, qty: 1, mode: 'add' })).json.code,
    ).toBe(404);
    expect((await them.post('/api/stocktake/post', { id, uncounted: 'zero' })).json.code).toBe(404);
    expect((await them.post('/api/stocktake/cancel', { id })).json.code).toBe(404);
    expect((await them.ok.page('/api/stocktake/page')).total).toBe(0);
    // their own count never sees this tenant's barcodes
    const none = await them.post('/api/stocktake/add', {});
    expect(none.json.code).toBe(400);
    expect((await detail(id)).status).toBe(StocktakeStatus.Counting);
    await manager.ok.post('/api/stocktake/cancel', { id });
    expect(await qtyAt(a.barcodeId)).toBe(3);
  });

  it('grants the stocktake screens once to installations seeded before them', async () => {
    const ids = await t.ctx.db
      .selectFrom('sysMenu')
      .select('id')
      .where((eb) =>
        eb.or(
          STOCKTAKE_MENU_IDS.map((screen) => eb.and([eb('id', '>=', screen), eb('id', '<', screen + 20)])),
        ),
      )
      .execute()
      .then((rows) => rows.map((r) => Number(r.id)).sort());
    expect(ids).toHaveLength(10);
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'stocktake-menu:v1').execute();
    await t.ctx.db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    await t.ctx.db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedStocktakeMenu(t.ctx.db, ctx);
    await seedStocktakeMenu(t.ctx.db, ctx);
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
    expect(tenantRows).toHaveLength(10);
    expect(await held(STAFF_ROLE.storeManager)).toEqual(ids);
    expect(await held(STAFF_ROLE.stockKeeper)).toEqual(ids);
    expect(await held(STAFF_ROLE.sysAdmin)).toEqual(ids);
    expect(await held(STAFF_ROLE.cashier)).toEqual([]);
  });
});
