import { DataScope, StockAdjustKind, StockAdjustStatus, StockLogKind } from '@retail/contracts';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertRole, signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { insertBarcode, stockOf } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Adjust {
  id: number;
  no: string;
  kind: number;
  status: number;
  reverseOfId: number | null;
  reversedById: number | null;
  totalQty: number;
  totalCost: number;
  lines: Array<{
    barcode: string;
    goodsName: string;
    color: string | null;
    qty: number;
    bookQty: number | null;
    delta: number | null;
  }>;
}

describe.each(databaseKinds())('stock adjustments on %s', (kind) => {
  let t: TestApp;
  /** the warehouse keeper, reading messages in English */
  let keeper: Api;

  const detail = async (id: number, who = keeper) =>
    (await who.get(`/api/stockAdjust/detail?id=${id}`)).json.result as Adjust;
  const draft = (
    kindOf: StockAdjustKind,
    lines: Array<{ barcode: string; qty: number; costPrice?: number }>,
  ) => keeper.ok.post<number>('/api/stockAdjust/add', { kind: kindOf, lines });

  beforeAll(async () => {
    t = await startTestApp(kind);
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a draft editable, numbers it by kind and moves no stock until confirmed', async () => {
    const a = await insertBarcode(t.ctx, { qty: 5, locationId: STAFF_ORG.warehouse, cost: 300 });
    const id = await draft(StockAdjustKind.Receive, [{ barcode: a.barcode, qty: 4 }]);
    let doc = await detail(id);
    expect(doc.no).toMatch(/^RK\d{12}$/);
    expect(doc).toMatchObject({ status: StockAdjustStatus.Draft, totalQty: 4, totalCost: 12 });
    expect(doc.lines[0]).toMatchObject({
      barcode: a.barcode,
      goodsName: `Goods ${a.barcode}`,
      qty: 4,
      delta: null,
    });
    await keeper.ok.post('/api/stockAdjust/update', {
      id,
      lines: [{ barcode: a.barcode, qty: 6, costPrice: '2.50' }],
    });
    doc = await detail(id);
    expect(doc).toMatchObject({ totalQty: 6, totalCost: 15 });
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(5);

    const unknown = await keeper.post('/api/stockAdjust/add', {
      kind: StockAdjustKind.Issue,
      lines: [{ barcode: 'NO-SUCH', qty: 1 }],
    });
    expect(unknown.json.code).toBe(400);
    expect(unknown.json.message).toContain('NO-SUCH');
    const supplierOnIssue = await keeper.post('/api/stockAdjust/add', {
      kind: StockAdjustKind.Issue,
      supplierId: 1,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(supplierOnIssue.json.message).toContain('supplierId');

    expect((await keeper.post('/api/stockAdjust/confirm', { id })).json.code).toBe(200);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(11);
    const late = await keeper.post('/api/stockAdjust/update', {
      id,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(late.json.code).toBe(400);
    expect((await keeper.post('/api/stockAdjust/delete', { id })).json.code).toBe(400);

    const removable = await draft(StockAdjustKind.Issue, [{ barcode: a.barcode, qty: 1 }]);
    expect((await keeper.post('/api/stockAdjust/delete', { id: removable })).json.code).toBe(200);
    expect((await keeper.get(`/api/stockAdjust/detail?id=${removable}`)).json.code).toBe(404);
  });

  it('confirming twice (one after the other and concurrently) applies the document once', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse });
    const b = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse });
    const first = await draft(StockAdjustKind.Issue, [
      { barcode: a.barcode, qty: 3 },
      { barcode: b.barcode, qty: 2 },
    ]);
    expect((await keeper.post('/api/stockAdjust/confirm', { id: first })).json.code).toBe(200);
    expect((await keeper.post('/api/stockAdjust/confirm', { id: first })).json.code).toBe(200);
    expect([await stockOf(t.ctx, a.barcodeId), await stockOf(t.ctx, b.barcodeId)]).toEqual([7, 8]);

    const second = await draft(StockAdjustKind.Receive, [{ barcode: a.barcode, qty: 5 }]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => keeper.post('/api/stockAdjust/confirm', { id: second })),
    );
    expect(results.map((r) => r.json.code)).toEqual(Array(6).fill(200));
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(12);
    const logs = await t.ctx.db
      .selectFrom('retailStockLog')
      .select('delta')
      .where('sourceId', '=', second)
      .execute();
    expect(logs.map((l) => Number(l.delta))).toEqual([5]);
  });

  it('refuses an issue beyond stock naming the barcode, leaving the draft and every counter as they were', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse });
    const b = await insertBarcode(t.ctx, { qty: 1, locationId: STAFF_ORG.warehouse });
    const id = await draft(StockAdjustKind.Issue, [
      { barcode: a.barcode, qty: 4 },
      { barcode: b.barcode, qty: 2 },
    ]);
    const res = await keeper.post('/api/stockAdjust/confirm', { id });
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain(b.barcode);
    expect((await detail(id)).status).toBe(StockAdjustStatus.Draft);
    expect([await stockOf(t.ctx, a.barcodeId), await stockOf(t.ctx, b.barcodeId)]).toEqual([10, 1]);
  });

  it('stocktakes against the quantity at confirmation, recording book quantity and difference', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse });
    const b = await insertBarcode(t.ctx, { qty: 4, locationId: STAFF_ORG.warehouse });
    const c = await insertBarcode(t.ctx, { qty: 2, locationId: STAFF_ORG.warehouse });
    const id = await draft(StockAdjustKind.Stocktake, [
      { barcode: a.barcode, qty: 7 },
      { barcode: b.barcode, qty: 9 },
      { barcode: c.barcode, qty: 2 },
    ]);
    expect((await detail(id)).no).toMatch(/^PD/);
    const dup = await keeper.post('/api/stockAdjust/add', {
      kind: StockAdjustKind.Stocktake,
      lines: [
        { barcode: a.barcode, qty: 1 },
        { barcode: a.barcode, qty: 2 },
      ],
    });
    expect(dup.json.message).toContain(a.barcode);
    // stock moves between counting and confirming: the difference is taken against the book quantity at confirm
    const sale = await draft(StockAdjustKind.Issue, [{ barcode: a.barcode, qty: 1 }]);
    await keeper.post('/api/stockAdjust/confirm', { id: sale });
    expect((await keeper.post('/api/stockAdjust/confirm', { id })).json.code).toBe(200);
    const doc = await detail(id);
    expect(doc.lines.map((l) => [l.qty, l.bookQty, l.delta])).toEqual([
      [7, 9, -2],
      [9, 4, 5],
      [2, 2, 0],
    ]);
    expect([a, b, c].map((x) => x.barcodeId)).toHaveLength(3);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(7);
    expect(await stockOf(t.ctx, b.barcodeId)).toBe(9);
    const kinds = await t.ctx.db
      .selectFrom('retailStockLog')
      .select('kind')
      .where('sourceId', '=', id)
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual([StockLogKind.Stocktake, StockLogKind.Stocktake]);
  });

  it('voids by a reversing document that negates every change exactly, once', async () => {
    const a = await insertBarcode(t.ctx, { qty: 10, locationId: STAFF_ORG.warehouse });
    const b = await insertBarcode(t.ctx, { qty: 3, locationId: STAFF_ORG.warehouse });
    const id = await draft(StockAdjustKind.Stocktake, [
      { barcode: a.barcode, qty: 4 },
      { barcode: b.barcode, qty: 8 },
    ]);
    await keeper.post('/api/stockAdjust/confirm', { id });
    expect([await stockOf(t.ctx, a.barcodeId), await stockOf(t.ctx, b.barcodeId)]).toEqual([4, 8]);
    const res = await keeper.post('/api/stockAdjust/void', { id });
    expect(res.json.code, res.json.message).toBe(200);
    const reversal = await detail(res.json.result as number);
    expect(reversal).toMatchObject({ status: StockAdjustStatus.Confirmed, reverseOfId: id });
    expect(reversal.no).toMatch(/^CX/);
    expect(reversal.lines.map((l) => l.delta)).toEqual([6, -5]);
    expect(await detail(id)).toMatchObject({ status: StockAdjustStatus.Voided, reversedById: reversal.id });
    expect([await stockOf(t.ctx, a.barcodeId), await stockOf(t.ctx, b.barcodeId)]).toEqual([10, 3]);
    expect((await keeper.post('/api/stockAdjust/void', { id })).json.code).toBe(400);
    expect((await keeper.post('/api/stockAdjust/void', { id: reversal.id })).json.code).toBe(400);
    expect((await keeper.post('/api/stockAdjust/confirm', { id })).json.code).toBe(400);
    expect([await stockOf(t.ctx, a.barcodeId), await stockOf(t.ctx, b.barcodeId)]).toEqual([10, 3]);
  });

  it('refuses a void that would take stock below zero, naming the barcode', async () => {
    const a = await insertBarcode(t.ctx, { qty: 0, locationId: STAFF_ORG.warehouse });
    const receipt = await draft(StockAdjustKind.Receive, [{ barcode: a.barcode, qty: 5 }]);
    await keeper.post('/api/stockAdjust/confirm', { id: receipt });
    const issue = await draft(StockAdjustKind.Issue, [{ barcode: a.barcode, qty: 4 }]);
    await keeper.post('/api/stockAdjust/confirm', { id: issue });
    const res = await keeper.post('/api/stockAdjust/void', { id: receipt });
    expect(res.json.code).toBe(400);
    expect(res.json.message).toContain(a.barcode);
    expect((await detail(receipt)).status).toBe(StockAdjustStatus.Confirmed);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(1);
  });

  it('pages with filters, exports to Excel and hides documents from other tenants', async () => {
    const a = await insertBarcode(t.ctx, { qty: 1, locationId: STAFF_ORG.warehouse });
    const id = await draft(StockAdjustKind.Receive, [{ barcode: a.barcode, qty: 2 }]);
    const page = await keeper.post('/api/stockAdjust/page', {
      barcode: a.barcode,
      kind: StockAdjustKind.Receive,
    });
    expect(page.json.code, page.json.message).toBe(200);
    expect((page.json.result as { items: Array<{ id: number }> }).items.map((r) => r.id)).toEqual([id]);
    const none = await keeper.post('/api/stockAdjust/page', {
      barcode: a.barcode,
      status: StockAdjustStatus.Confirmed,
    });
    expect((none.json.result as { total: number }).total).toBe(0);
    const badSort = await keeper.post('/api/stockAdjust/page', { field: 'tenantId' });
    expect(badSort.json.code).toBe(400);

    const file = await t.app.inject({
      method: 'POST',
      url: '/api/stockAdjust/export',
      headers: { ...keeper.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ barcode: a.barcode }),
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('No.');
    expect(sheet?.rowCount).toBe(2);
    expect([sheet?.getRow(2).getCell(2).value, sheet?.getRow(2).getCell(3).value]).toEqual([
      'Receive',
      'Draft',
    ]);

    const other = await signInNewTenantAdmin(t, `Adjust Other ${kind}`, `adjother${kind}`);
    const foreign = await other.admin.get(`/api/stockAdjust/detail?id=${id}`);
    expect(foreign.json.code).toBe(404);
    expect((await other.admin.with(IN_ENGLISH).post('/api/stockAdjust/confirm', { id })).json.code).toBe(404);
    expect((await detail(id)).status).toBe(StockAdjustStatus.Draft);
  });

  it("limits documents to the caller's data scope: another store's staff neither see nor confirm them", async () => {
    const a = await insertBarcode(t.ctx, { qty: 3, locationId: STAFF_ORG.warehouse });
    const theirs = await draft(StockAdjustKind.Issue, [{ barcode: a.barcode, qty: 1 }]);
    const role = await insertRole(t, {
      code: `storeb_keeper_${kind}`,
      dataScope: DataScope.Dept,
      permissions: ['stockAdjust:page', 'stockAdjust:detail', 'stockAdjust:add', 'stockAdjust:confirm'],
    });
    const { api: storeB } = await signInNewUser(
      t,
      { account: `storeb${kind}`, orgId: 1300000000103, roleIds: [role] },
      IN_ENGLISH,
    );
    const own = await storeB.post('/api/stockAdjust/add', {
      kind: StockAdjustKind.Receive,
      lines: [{ barcode: a.barcode, qty: 2 }],
    });
    expect(own.json.code, own.json.message).toBe(200);
    const page = await storeB.post('/api/stockAdjust/page', { barcode: a.barcode });
    expect((page.json.result as { items: Array<{ id: number }> }).items.map((r) => r.id)).toEqual([
      own.json.result,
    ]);
    expect((await storeB.get(`/api/stockAdjust/detail?id=${theirs}`)).json.code).toBe(404);
    expect((await storeB.post('/api/stockAdjust/confirm', { id: theirs })).json.code).toBe(404);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(3);
    // the warehouse keeper (its own department only) does not see it either; the tenant admin (all) does
    expect((await keeper.get(`/api/stockAdjust/detail?id=${own.json.result}`)).json.code).toBe(404);
    const admin = await signInAs(t, 'admin');
    expect((await detail(own.json.result as number, admin)).status).toBe(StockAdjustStatus.Draft);
  });
});
