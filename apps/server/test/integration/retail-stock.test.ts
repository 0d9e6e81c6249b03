import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { DataScope, StockLogKind } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, ROOT_ORG, signInNewUser } from '../support/fixtures.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

interface StockItem {
  barcodeId: number;
  locationId: number;
  barcode: string;
  qty: number;
  minStock: number;
  low: boolean;
  categoryName: string | null;
}
interface LogItem {
  id: number;
  barcode: string;
  kind: number;
  qtyBefore: number;
  delta: number;
  qtyAfter: number;
  sourceNo: string | null;
  sourceLineId: number | null;
  createTime: string;
}

describe.each(databaseKinds())('barcode stock and stock log on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let ledger: StockLedger;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${kind}${++seq}`;

  function move(
    barcodeId: number,
    barcode: string,
    delta: number,
    source: {
      kind?: StockLogKind;
      no?: string;
      orgId?: number | null;
      now?: number;
      locationId?: number;
    } = {},
  ) {
    return inTransaction(t.ctx.db, (trx) =>
      ledger.apply(
        trx,
        null,
        DEFAULT_TENANT,
        [{ barcodeId, barcode, delta, sourceLineId: 7 }],
        {
          kind: source.kind ?? StockLogKind.Receive,
          type: 'stockAdjust',
          id: t.ctx.ids.next(),
          no: source.no ?? null,
          orgId: source.orgId ?? null,
          locationId: source.locationId ?? STAFF_ORG.storeA,
        },
        { allowNegative: true, now: source.now ?? Date.now() },
      ),
    );
  }

  /** Goods with one barcode; returns the barcode's id and code. */
  async function item(name: string, minStock: number, categoryId?: number) {
    const goodsId = await addGoods(admin, { name, retailPrice: 5, minStock, categoryId });
    const barcode = uniq('STK-');
    const barcodeId = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, barcode });
    return { goodsId, barcodeId, barcode };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    ledger = new StockLedger(t.database.type, t.ctx.ids);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists stock with goods details and filters low, zero and negative stock', async () => {
    const tag = uniq('Stockitem');
    const category = await admin.ok.post<number>('/api/goodsCategory/add', { name: uniq('Cat') });
    const plenty = await item(`${tag} plenty`, 5, category);
    const low = await item(`${tag} low`, 5, category);
    const zero = await item(`${tag} zero`, 0);
    const negative = await item(`${tag} negative`, 0);
    await move(plenty.barcodeId, plenty.barcode, 20);
    await move(low.barcodeId, low.barcode, 5);
    // a barcode is listed at a location once stock has moved there
    await move(zero.barcodeId, zero.barcode, 3);
    await move(zero.barcodeId, zero.barcode, -3, { kind: StockLogKind.Sale });
    await move(negative.barcodeId, negative.barcode, -2, { kind: StockLogKind.Sale });

    const page = (body: Record<string, unknown>) =>
      admin.ok.page<StockItem>('/api/barcodeStock/page', { keyword: tag, ...body });
    const all = await page({ field: 'qty', order: 'descending' });
    expect(all.items.map((i) => i.barcodeId)).toEqual([plenty, low, zero, negative].map((i) => i.barcodeId));
    expect(all.items[0]).toMatchObject({
      qty: 20,
      minStock: 5,
      low: false,
      categoryName: expect.any(String),
    });
    expect((await page({ lowStock: true })).items.map((i) => i.barcodeId)).toEqual(
      [low, zero, negative].map((i) => i.barcodeId),
    );
    expect((await page({ zeroStock: true })).items.map((i) => i.barcodeId)).toEqual([zero.barcodeId]);
    expect((await page({ negativeStock: true })).items.map((i) => i.barcodeId)).toEqual([negative.barcodeId]);
    expect((await page({ categoryId: category, field: 'qty' })).items.map((i) => i.barcodeId)).toEqual([
      low.barcodeId,
      plenty.barcodeId,
    ]);
    expect((await admin.post('/api/barcodeStock/page', { field: 'tenantId' })).json.code).toBe(400);

    const rows = await readXlsx(
      await downloadXlsx(t.app, '/api/barcodeStock/export', { keyword: tag, lowStock: true }, admin.headers),
    );
    expect(rows[0]?.[0]).toBe('Barcode');
    const byCode = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(
      rows
        .slice(1)
        .map((r) => [r[0], r[9]])
        .sort(byCode),
    ).toEqual(
      [
        [low.barcode, 5],
        [zero.barcode, 0],
        [negative.barcode, -2],
      ].sort(byCode),
    );
  });

  it('pages the stock log with before, change, after and source; filters by kind, document and day', async () => {
    const { barcodeId, barcode, goodsId } = await item(uniq('Logged'), 0);
    const yesterday = Date.now() - 86_400_000;
    await move(barcodeId, barcode, 10, { no: 'RK202611220001', now: yesterday });
    await move(barcodeId, barcode, -3, { kind: StockLogKind.Sale, no: 'XS202611230001' });
    const page = (body: Record<string, unknown>) =>
      admin.ok.page<LogItem>('/api/barcodeStockLog/page', { goodsId, ...body });
    const all = await page({});
    expect(all.items).toMatchObject([
      {
        barcode,
        kind: StockLogKind.Sale,
        qtyBefore: 10,
        delta: -3,
        qtyAfter: 7,
        sourceNo: 'XS202611230001',
        sourceLineId: 7,
      },
      {
        barcode,
        kind: StockLogKind.Receive,
        qtyBefore: 0,
        delta: 10,
        qtyAfter: 10,
        sourceNo: 'RK202611220001',
      },
    ]);
    expect((await page({ kind: StockLogKind.Receive })).items.map((i) => i.delta)).toEqual([10]);
    expect((await page({ sourceNo: '1123' })).items.map((i) => i.delta)).toEqual([-3]);
    expect((await page({ barcode: barcode.toLowerCase() })).total).toBe(2);
    const day = (all.items[1] as LogItem).createTime.slice(0, 10);
    expect((await page({ startTime: day, endTime: day })).items.map((i) => i.delta)).toEqual([10]);
    expect((await page({ startTime: `${day} 23:59:59` })).items.map((i) => i.delta)).toEqual([-3]);
    const bad = await admin.post('/api/barcodeStockLog/page', { startTime: '2026-02-30' });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('startTime');
    expect(
      (await admin.post('/api/barcodeStockLog/page', { startTime: 'yesterday' })).json.message,
    ).toContain('startTime');

    const rows = await readXlsx(
      await downloadXlsx(t.app, '/api/barcodeStockLog/export', { goodsId }, admin.headers),
    );
    expect(rows.slice(1).map((r) => [r[1], r[5], r[6], r[7], r[9]])).toEqual([
      [barcode, 10, -3, 7, 'XS202611230001'],
      [barcode, 0, 10, 10, 'RK202611220001'],
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[4], r[8]])).toEqual([
      ['门店A', 'Sale', 'Stock adjustment'],
      ['门店A', 'Receive', 'Stock adjustment'],
    ]);
    const english = await readXlsx(
      await downloadXlsx(t.app, '/api/barcodeStockLog/export', { goodsId }, admin.with(IN_ENGLISH).headers),
    );
    expect(english.slice(1).map((r) => r[4])).toEqual(['Sale', 'Receive']);
  });

  it("shows stock and log rows only of the locations in the caller's data scope", async () => {
    const { barcodeId, barcode, goodsId } = await item(uniq('Scoped'), 0);
    await move(barcodeId, barcode, 4, { no: 'STORE-A', orgId: ROOT_ORG });
    await move(barcodeId, barcode, 6, { no: 'WAREHOUSE', locationId: STAFF_ORG.warehouse });
    await move(barcodeId, barcode, 1, { no: 'STORE-B', locationId: STAFF_ORG.storeB });
    const role = await insertRole(t, {
      code: uniq('logreader'),
      dataScope: DataScope.Dept,
      permissions: ['barcodeStockLog:page'],
    });
    const account = uniq('logreader');
    const { api: reader } = await signInNewUser(
      t,
      { account, orgId: STAFF_ORG.warehouse, roleIds: [role] },
      IN_ENGLISH,
    );
    const seen = await reader.ok.page<LogItem>('/api/barcodeStockLog/page', { goodsId });
    expect(seen.items.map((i) => i.sourceNo)).toEqual(['WAREHOUSE']);
    const everything = await admin.ok.page<LogItem>('/api/barcodeStockLog/page', { goodsId });
    expect(everything.items.map((i) => i.sourceNo).sort()).toEqual(['STORE-A', 'STORE-B', 'WAREHOUSE']);
    const atB = await admin.ok.page<LogItem>('/api/barcodeStockLog/page', {
      goodsId,
      locationId: STAFF_ORG.storeB,
    });
    expect(atB.items.map((i) => i.sourceNo)).toEqual(['STORE-B']);
    const stock = await admin.ok.page<StockItem>('/api/barcodeStock/page', { keyword: barcode });
    expect(stock.items.map((i) => [i.locationId, i.qty])).toEqual([
      [STAFF_ORG.storeA, 4],
      [STAFF_ORG.storeB, 1],
      [STAFF_ORG.warehouse, 6],
    ]);
  });

  it("never shows another tenant's stock or log", async () => {
    const { barcodeId, barcode } = await item(uniq('Mine'), 0);
    await move(barcodeId, barcode, 2);
    const otherTenant = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('retailStockLog')
      .values({
        id: t.ctx.ids.next(),
        tenantId: otherTenant,
        barcodeId,
        goodsId: 1,
        kind: 1,
        qtyBefore: 0,
        delta: 0,
        qtyAfter: 0,
        sourceType: 'x',
        sourceId: 1,
        locationId: STAFF_ORG.storeA,
        unitCost: 0,
        avgCostAfter: 0,
        createTime: Date.now(),
      })
      .execute();
    const log = await admin.ok.page<LogItem>('/api/barcodeStockLog/page', { barcode });
    expect(log.items.map((i) => i.delta)).toEqual([2]);
    await t.ctx.db.deleteFrom('retailStockLog').where('tenantId', '=', otherTenant).execute();
  });
});
