import { DataScope, PurchaseOrderStatus, StockLogKind, SupplierReturnStatus } from '@retail/contracts';
import type {
  PurchaseDetailOutput,
  ReorderCreateOutput,
  ReorderOutput,
  ReturnDetailOutput,
} from '@retail/contracts/api/retail/purchase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idsOf } from '../../src/db/seed/menus/index.ts';
import { purchaseMenus } from '../../src/db/seed/menus/retail.ts';
import { seedPurchaseMenu } from '../../src/db/seed/purchase-menu.ts';
import { STAFF_ORG, STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { acrossTenants } from '../../src/platform/db/across-tenants.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, makeXlsx, readXlsx, uploadXlsx } from '../support/xlsx.ts';

interface Item {
  goodsId: number;
  barcodeId: number;
  barcode: string;
  code: string;
}

const WAREHOUSE = STAFF_ORG.warehouse;

describe.each(databaseKinds())('purchasing on %s', (kind) => {
  let t: TestApp;
  /** the warehouse keeper (data scope: its department; location: the warehouse), in English */
  let keeper: Api;
  /** the tenant admin (data scope: all; location: the main one), in English */
  let admin: Api;
  let supplierA: number;
  let supplierB: number;
  let seq = 0;

  /** Goods of a supplier with one barcode, added through the API; prices in yuan. */
  const goods = async (
    supplierId: number | null,
    prices: { cost?: string; retail?: string } = {},
  ): Promise<Item> => {
    const code = `PO${kind.slice(0, 2)}${process.pid}${String(++seq).padStart(4, '0')}`;
    const goodsId = await admin.ok.post<number>('/api/goods/add', {
      code,
      name: `Goods ${code}`,
      supplierId,
      costPrice: prices.cost ?? '1.00',
      retailPrice: prices.retail ?? '10.00',
    });
    const barcodeId = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, barcode: `${code}-1` });
    return { goodsId, barcodeId, barcode: `${code}-1`, code };
  };
  const counter = async (barcodeId: number, locationId = WAREHOUSE) => {
    const row = await t.ctx.db
      .selectFrom('retailStock')
      .select(['qty', 'avgCost', 'minQty', 'maxQty'])
      .where('barcodeId', '=', barcodeId)
      .where('locationId', '=', locationId)
      .executeTakeFirst();
    return row
      ? {
          qty: Number(row.qty),
          avgCost: Number(row.avgCost),
          minQty: row.minQty === null ? null : Number(row.minQty),
          maxQty: row.maxQty === null ? null : Number(row.maxQty),
        }
      : undefined;
  };
  const detail = async (id: number, who = keeper) =>
    who.ok.get<PurchaseDetailOutput>(`/api/purchaseOrder/detail?id=${id}`);
  /** An approved order of `who` (keeper: at the warehouse) for these lines; answers its detail. */
  const approvedOrder = async (
    lines: Array<{ barcode: string; qty: number; unitCost?: string }>,
    who = keeper,
    supplierId = supplierA,
  ) => {
    const id = await who.ok.post<number>('/api/purchaseOrder/add', { supplierId, lines });
    await who.ok.post('/api/purchaseOrder/approve', { id });
    return detail(id, who);
  };
  const receive = (order: PurchaseDetailOutput, qty: Record<string, number>, who = keeper) =>
    who.post('/api/purchaseOrder/receive', {
      id: order.id,
      lines: order.lines.map((l) => ({ lineId: l.id, qty: qty[l.barcode] ?? 0 })),
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    supplierA = await admin.ok.post<number>('/api/goodsSupplier/add', { name: `Supplier A ${kind}` });
    supplierB = await admin.ok.post<number>('/api/goodsSupplier/add', { name: `Supplier B ${kind}` });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('two partial receipts at different costs move the average as computed by hand', async () => {
    const a = await goods(supplierA, { cost: '4.00' });
    const first = await approvedOrder([{ barcode: a.barcode, qty: 10, unitCost: '5.00' }]);
    expect(first.no).toMatch(/^CG\d{12}$/);
    expect(first).toMatchObject({
      status: PurchaseOrderStatus.Approved,
      locationId: WAREHOUSE,
      totalAmount: 50,
    });
    const second = await approvedOrder([{ barcode: a.barcode, qty: 10, unitCost: '8.00' }]);

    // 6 at 5.00: the first arrival sets the average
    expect(resultCode(await receive(first, { [a.barcode]: 6 }))).toBe(200);
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 6, avgCost: 500 });
    let doc = await detail(first.id);
    expect(doc).toMatchObject({
      status: PurchaseOrderStatus.PartlyReceived,
      receivedQty: 6,
      receivedAmount: 30,
    });
    expect(doc.lines[0]).toMatchObject({ qty: 10, qtyReceived: 6, qtyOpen: 4 });
    expect(doc.receipts).toHaveLength(1);
    expect(doc.receipts[0]?.no).toMatch(/^SH\d{12}$/);

    // 4 at 8.00: (6 × 5.00 + 4 × 8.00) / 10 = 6.20
    await receive(second, { [a.barcode]: 4 });
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 10, avgCost: 620 });
    // the rest of the first order, 4 at 5.00: (10 × 6.20 + 4 × 5.00) / 14 = 5.857… → 5.86
    await receive(first, { [a.barcode]: 4 });
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 14, avgCost: 586 });
    doc = await detail(first.id);
    expect(doc).toMatchObject({ status: PurchaseOrderStatus.Received, receivedQty: 10 });
    expect(doc.receipts.map((r) => r.totalQty)).toEqual([6, 4]);
    expect((await detail(second.id)).status).toBe(PurchaseOrderStatus.PartlyReceived);

    const logs = await t.ctx.db
      .selectFrom('retailStockLog')
      .select(['kind', 'sourceType', 'delta', 'unitCost', 'avgCostAfter', 'locationId', 'remark'])
      .where('barcodeId', '=', a.barcodeId)
      .orderBy('id')
      .execute();
    expect(
      logs.map((l) => [l.kind, l.sourceType, Number(l.delta), Number(l.unitCost), Number(l.avgCostAfter)]),
    ).toEqual([
      [StockLogKind.PurchaseReceipt, 'purchaseReceipt', 6, 500, 500],
      [StockLogKind.PurchaseReceipt, 'purchaseReceipt', 4, 800, 620],
      [StockLogKind.PurchaseReceipt, 'purchaseReceipt', 4, 500, 586],
    ]);
    expect(logs.every((l) => Number(l.locationId) === WAREHOUSE)).toBe(true);
    expect(logs[0]?.remark).toBe(first.no);
  });

  it('refuses receipts beyond what is still to arrive, and on orders that are not open', async () => {
    const a = await goods(supplierA);
    const b = await goods(supplierA);
    const order = await approvedOrder([
      { barcode: a.barcode, qty: 5 },
      { barcode: b.barcode, qty: 2 },
    ]);
    const over = await receive(order, { [a.barcode]: 6 });
    expect(over.json.code).toBe(400);
    expect(over.json.message).toContain(a.barcode);
    expect(await counter(a.barcodeId)).toBeUndefined();

    expect(resultCode(await receive(order, { [a.barcode]: 3 }))).toBe(200);
    // one line over refuses the whole receipt: nothing of it is kept
    const mixed = await receive(order, { [a.barcode]: 1, [b.barcode]: 3 });
    expect(mixed.json.code).toBe(400);
    expect(mixed.json.message).toBe(
      `lines: barcode ${b.barcode}: 3 received is more than the 2 still to arrive`,
    );
    expect((await counter(a.barcodeId))?.qty).toBe(3);
    const nothing = await receive(order, {});
    expect(nothing.json.message).toContain('lines');

    // closed short: the rest is no longer expected, and nothing more is received
    expect((await keeper.post('/api/purchaseOrder/cancel', { id: order.id })).json.code).toBe(400);
    await keeper.ok.post('/api/purchaseOrder/close', { id: order.id, reason: 'supplier out of stock' });
    const closed = await detail(order.id);
    expect(closed).toMatchObject({
      status: PurchaseOrderStatus.Closed,
      closeReason: 'supplier out of stock',
    });
    expect(closed.lines.map((l) => l.qtyOpen)).toEqual([0, 0]);
    expect((await receive(order, { [a.barcode]: 1 })).json.code).toBe(400);
    expect((await keeper.post('/api/purchaseOrder/close', { id: order.id })).json.code).toBe(400);

    // a draft is neither received nor closed
    const draft = await keeper.ok.post<number>('/api/purchaseOrder/add', {
      supplierId: supplierA,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    const draftDoc = await detail(draft);
    expect((await receive(draftDoc, { [a.barcode]: 1 })).json.message).toContain(draftDoc.no);
    expect((await keeper.post('/api/purchaseOrder/close', { id: draft })).json.code).toBe(400);
  });

  it('concurrent receipts of the same line never pass the ordered quantity', async () => {
    const a = await goods(supplierA);
    const order = await approvedOrder([{ barcode: a.barcode, qty: 10, unitCost: '2.00' }]);
    const results = await Promise.all(Array.from({ length: 8 }, () => receive(order, { [a.barcode]: 3 })));
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    const doc = await detail(order.id);
    expect(doc.lines[0]?.qtyReceived).toBe(9);
    expect(doc.receipts).toHaveLength(3);
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 9, avgCost: 200 });
    // the last unit arrives and completes the order
    await receive(order, { [a.barcode]: 1 });
    expect((await detail(order.id)).status).toBe(PurchaseOrderStatus.Received);
  });

  it('keeps a draft editable, approves once, cancels before any receipt, pages, exports and prints', async () => {
    const a = await goods(supplierA, { cost: '3.00' });
    const b = await goods(supplierB);
    const id = await keeper.ok.post<number>('/api/purchaseOrder/add', {
      supplierId: supplierA,
      expectedDate: '2026-12-01',
      lines: [{ barcode: a.barcode, qty: 4 }],
    });
    let doc = await detail(id);
    // the unit cost defaults to the goods' cost price when the barcode was never received
    expect(doc).toMatchObject({
      status: PurchaseOrderStatus.Draft,
      totalQty: 4,
      totalAmount: 12,
      expectedDate: '2026-12-01',
    });
    await keeper.ok.post('/api/purchaseOrder/update', {
      id,
      supplierId: supplierB,
      expectedDate: '',
      lines: [
        { barcode: a.barcode, qty: 2, unitCost: '2.50' },
        { barcode: b.barcode, qty: 1, unitCost: 1 },
      ],
    });
    doc = await detail(id);
    expect(doc).toMatchObject({ supplierId: supplierB, totalQty: 3, totalAmount: 6, expectedDate: null });
    const twice = await keeper.post('/api/purchaseOrder/add', {
      supplierId: supplierA,
      lines: [
        { barcode: a.barcode, qty: 1 },
        { barcode: a.barcode, qty: 2 },
      ],
    });
    expect(twice.json.message).toBe(`lines: barcode ${a.barcode} appears twice`);
    const unknown = await keeper.post('/api/purchaseOrder/add', {
      supplierId: supplierA,
      lines: [{ barcode: 'NO-SUCH', qty: 1 }],
    });
    expect(unknown.json.message).toBe('lines: barcode NO-SUCH does not exist');
    const noSupplier = await keeper.post('/api/purchaseOrder/add', {
      supplierId: 1,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(noSupplier.json.message).toContain('supplierId');
    const badDate = await keeper.post('/api/purchaseOrder/add', {
      supplierId: supplierA,
      expectedDate: '2026-02-30',
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(badDate.json.message).toContain('expectedDate');

    await keeper.ok.post('/api/purchaseOrder/approve', { id });
    expect((await keeper.post('/api/purchaseOrder/approve', { id })).json.code).toBe(400);
    expect(
      (
        await keeper.post('/api/purchaseOrder/update', {
          id,
          supplierId: supplierA,
          lines: [{ barcode: a.barcode, qty: 1 }],
        })
      ).json.code,
    ).toBe(400);
    expect((await keeper.post('/api/purchaseOrder/delete', { id })).json.code).toBe(400);
    await keeper.ok.post('/api/purchaseOrder/cancel', { id });
    expect((await detail(id)).status).toBe(PurchaseOrderStatus.Cancelled);
    expect((await keeper.post('/api/purchaseOrder/approve', { id })).json.code).toBe(400);

    const removable = await keeper.ok.post<number>('/api/purchaseOrder/add', {
      supplierId: supplierA,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    await keeper.ok.post('/api/purchaseOrder/delete', { id: removable });
    expect((await keeper.get(`/api/purchaseOrder/detail?id=${removable}`)).json.code).toBe(404);

    const page = await keeper.ok.page<{ id: number }>('/api/purchaseOrder/page', {
      barcode: b.barcode,
      status: PurchaseOrderStatus.Cancelled,
    });
    expect(page.items.map((r) => r.id)).toEqual([id]);
    expect((await keeper.post('/api/purchaseOrder/page', { field: 'tenantId' })).json.code).toBe(400);
    const bySupplier = await keeper.ok.page<{ id: number }>('/api/purchaseOrder/page', {
      supplierId: supplierB,
      locationId: WAREHOUSE,
      field: 'totalAmount',
      order: 'descending',
    });
    expect(bySupplier.items.map((r) => r.id)).toContain(id);

    const sheet = await readXlsx(
      await downloadXlsx(t.app, '/api/purchaseOrder/export', { barcode: b.barcode }, keeper.headers),
    );
    expect(sheet[0]?.slice(0, 3)).toEqual(['No.', 'Status', 'Supplier']);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]?.slice(0, 4)).toEqual([doc.no, 'Cancelled', `Supplier B ${kind}`, '中心仓库']);
    const printed = await keeper.ok.get<PurchaseDetailOutput>(`/api/purchaseOrder/print?id=${id}`);
    expect(printed.lines.map((l) => l.barcode)).toEqual([a.barcode, b.barcode]);
  });

  it('returns goods to the supplier at the average cost, never more than in stock', async () => {
    const a = await goods(supplierA);
    const b = await goods(supplierA);
    const order = await approvedOrder([
      { barcode: a.barcode, qty: 5, unitCost: '4.00' },
      { barcode: b.barcode, qty: 2, unitCost: '1.00' },
    ]);
    const receiptId = resultOf<number>(await receive(order, { [a.barcode]: 5 }));

    const tooMany = await keeper.ok.post<number>('/api/supplierReturn/add', {
      supplierId: supplierA,
      lines: [{ barcode: a.barcode, qty: 7 }],
    });
    const refused = await keeper.post('/api/supplierReturn/confirm', { id: tooMany });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toBe(`Insufficient stock for barcode ${a.barcode}: 5 available, 7 wanted`);
    let doc = await keeper.ok.get<ReturnDetailOutput>(`/api/supplierReturn/detail?id=${tooMany}`);
    expect(doc.status).toBe(SupplierReturnStatus.Draft);
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 5, avgCost: 400 });
    await keeper.ok.post('/api/supplierReturn/delete', { id: tooMany });

    // from the receipt: its order's supplier and location, the order's cost as the credit
    const id = await keeper.ok.post<number>('/api/supplierReturn/add', {
      receiptId,
      lines: [{ barcode: a.barcode, qty: 3 }],
    });
    doc = await keeper.ok.get<ReturnDetailOutput>(`/api/supplierReturn/detail?id=${id}`);
    expect(doc.no).toMatch(/^TG\d{12}$/);
    expect(doc).toMatchObject({
      supplierId: supplierA,
      locationId: WAREHOUSE,
      orderNo: order.no,
      totalQty: 3,
      totalAmount: 12,
      totalCost: null,
    });
    await keeper.ok.post('/api/supplierReturn/confirm', { id });
    await keeper.ok.post('/api/supplierReturn/confirm', { id });
    doc = await keeper.ok.get<ReturnDetailOutput>(`/api/supplierReturn/detail?id=${id}`);
    expect(doc).toMatchObject({ status: SupplierReturnStatus.Confirmed, totalCost: 12 });
    expect(doc.lines[0]).toMatchObject({ qty: 3, avgCost: 4 });
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 2, avgCost: 400 });
    const log = await t.ctx.db
      .selectFrom('retailStockLog')
      .select(['kind', 'delta', 'unitCost', 'avgCostAfter'])
      .where('sourceId', '=', id)
      .execute();
    expect(log.map((l) => [l.kind, Number(l.delta), Number(l.unitCost), Number(l.avgCostAfter)])).toEqual([
      [StockLogKind.SupplierReturn, -3, 400, 400],
    ]);
    expect((await keeper.post('/api/supplierReturn/delete', { id })).json.message).toContain(doc.no);

    // b never arrived on that receipt; a return needs its supplier
    const notOnReceipt = await keeper.post('/api/supplierReturn/add', {
      receiptId,
      lines: [{ barcode: b.barcode, qty: 1 }],
    });
    expect(notOnReceipt.json.message).toContain(b.barcode);
    const otherSupplier = await keeper.post('/api/supplierReturn/add', {
      orderId: order.id,
      supplierId: supplierB,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(otherSupplier.json.message).toContain('supplierId');
    const noSupplier = await keeper.post('/api/supplierReturn/add', {
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(noSupplier.json.message).toContain('supplierId');

    const page = await keeper.ok.page<{ id: number }>('/api/supplierReturn/page', {
      barcode: a.barcode,
      status: SupplierReturnStatus.Confirmed,
    });
    expect(page.items.map((r) => r.id)).toEqual([id]);
    const sheet = await readXlsx(
      await downloadXlsx(t.app, '/api/supplierReturn/export', { barcode: a.barcode }, keeper.headers),
    );
    expect(sheet[1]?.slice(0, 2)).toEqual([doc.no, 'Confirmed']);
  });

  it('suggests what fell to its minimum (counting what is on order) and orders it per supplier in one step', async () => {
    const a = await goods(supplierA, { cost: '2.00' });
    const b = await goods(supplierA);
    const c = await goods(supplierB, { cost: '3.00' });
    const orphan = await goods(null);
    // a: 1 in stock at 2.50, 2 more on order → 3 ≤ min 5: order 20 − 1 − 2 = 17 at the last cost, 2.50
    const stocked = await approvedOrder([{ barcode: a.barcode, qty: 1, unitCost: '2.50' }]);
    await receive(stocked, { [a.barcode]: 1 });
    await approvedOrder([{ barcode: a.barcode, qty: 2, unitCost: '2.50' }]);
    const levels = (barcode: string, minQty: number | null, maxQty: number | null) =>
      keeper.post('/api/reorder/setLevels', { barcode, minQty, maxQty });
    expect(resultCode(await levels(a.barcode, 5, 20))).toBe(200);
    // b: 0 in stock, min 0 max 0: nothing to order; c: nothing stocked yet, 0 ≤ 2: order 6
    expect(resultCode(await levels(b.barcode, 0, 0))).toBe(200);
    expect(resultCode(await levels(c.barcode, 2, 6))).toBe(200);
    expect(resultCode(await levels(orphan.barcode, 1, 4))).toBe(200);
    expect(await counter(c.barcodeId)).toMatchObject({ qty: 0, minQty: 2, maxQty: 6 });
    expect((await levels(a.barcode, 7, 3)).json.message).toBe(
      'minQty: the minimum 7 must not be more than the maximum 3',
    );
    expect((await levels(a.barcode, 7, null)).json.message).toContain('maxQty');
    expect((await levels('NO-SUCH', 1, 2)).json.message).toContain('NO-SUCH');

    const mine = [a.barcode, b.barcode, c.barcode, orphan.barcode];
    const suggestions = (
      await keeper.ok.page<ReorderOutput>('/api/reorder/page', { pageSize: 100 })
    ).items.filter((r) => mine.includes(r.barcode));
    expect(
      suggestions.map((r) => [r.barcode, r.qty, r.onOrder, r.suggestQty, r.lastCost, r.supplierId]),
    ).toEqual([
      [a.barcode, 1, 2, 17, 2.5, supplierA],
      [c.barcode, 0, 0, 6, 3, supplierB],
      [orphan.barcode, 0, 0, 4, 1, null],
    ]);
    const everything = await keeper.ok.page<ReorderOutput>('/api/reorder/page', {
      all: true,
      keyword: b.code,
    });
    expect(everything.items.map((r) => [r.barcode, r.minQty, r.maxQty, r.suggestQty])).toEqual([
      [b.barcode, 0, 0, 0],
    ]);

    const noSupplier = await keeper.post('/api/reorder/createOrder', {
      items: [{ barcode: orphan.barcode }],
    });
    expect(noSupplier.json.message).toContain(orphan.barcode);
    const nothing = await keeper.post('/api/reorder/createOrder', { items: [{ barcode: b.barcode }] });
    expect(nothing.json.message).toContain(b.barcode);

    const created = await keeper.ok.post<ReorderCreateOutput>('/api/reorder/createOrder', {
      items: [{ barcode: a.barcode }, { barcode: c.barcode, qty: 8 }],
      remark: 'reorder',
    });
    expect(created.map((o) => [o.supplierId, o.lineCount]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [supplierA, 1],
      [supplierB, 1],
    ]);
    const orders = await Promise.all(created.map((o) => detail(o.id)));
    const bySupplier = new Map(orders.map((o) => [o.supplierId, o]));
    expect(bySupplier.get(supplierA)).toMatchObject({
      status: PurchaseOrderStatus.Draft,
      locationId: WAREHOUSE,
      remark: 'reorder',
    });
    expect(bySupplier.get(supplierA)?.lines.map((l) => [l.barcode, l.qty, l.unitCost])).toEqual([
      [a.barcode, 17, 2.5],
    ]);
    expect(bySupplier.get(supplierB)?.lines.map((l) => [l.barcode, l.qty, l.unitCost])).toEqual([
      [c.barcode, 8, 3],
    ]);
    // drafts are not on order: approving one takes its barcode off the suggestions
    expect((await keeper.ok.page<ReorderOutput>('/api/reorder/page', { keyword: c.code })).total).toBe(1);
    await keeper.ok.post('/api/purchaseOrder/approve', { id: bySupplier.get(supplierB)?.id });
    expect((await keeper.ok.page<ReorderOutput>('/api/reorder/page', { keyword: c.code })).total).toBe(0);

    const sheet = await readXlsx(
      await downloadXlsx(t.app, '/api/reorder/export', { keyword: a.code }, keeper.headers),
    );
    expect(sheet[0]).toContain('Suggested');
    expect(sheet[1]?.[0]).toBe(a.barcode);
  });

  it('imports levels from Excel, naming each refused row', async () => {
    const a = await goods(supplierA);
    const b = await goods(supplierA);
    const c = await goods(supplierA);
    const file = await makeXlsx([
      ['Barcode', 'Min', 'Max'],
      [a.barcode, 3, 9],
      ['NO-SUCH', 1, 2],
      [b.barcode, 7, 3],
      [c.barcode, 'x', 3],
      [a.barcode, 1, 2],
      [c.barcode, 4, null],
      [b.barcode, 0, 5],
    ]);
    const answer = await uploadXlsx(t.app, '/api/reorder/import', file, keeper.headers);
    expect(answer.code, answer.message ?? '').toBe(200);
    expect(answer.result).toEqual({
      total: 7,
      imported: 2,
      failed: [
        { row: 3, reason: 'barcode: barcode NO-SUCH does not exist' },
        { row: 4, reason: 'minQty: the minimum 7 must not be more than the maximum 3' },
        { row: 5, reason: 'minQty: "x" is not a whole number of 0 or more' },
        { row: 6, reason: `barcode: barcode ${a.barcode} appears twice in the sheet` },
        { row: 7, reason: 'maxQty: give both the minimum and the maximum, or clear both' },
      ],
    });
    expect(await counter(a.barcodeId)).toMatchObject({ qty: 0, minQty: 3, maxQty: 9 });
    expect(await counter(b.barcodeId)).toMatchObject({ minQty: 0, maxQty: 5 });
    expect(await counter(c.barcodeId)).toBeUndefined();
    const template = await readXlsx(await downloadXlsx(t.app, '/api/reorder/template', {}, keeper.headers));
    expect(template[0]).toEqual(['Barcode', 'Min', 'Max']);
  });

  it('keeps each tenant and each data scope to its own documents and levels', async () => {
    const a = await goods(supplierA);
    const order = await approvedOrder([{ barcode: a.barcode, qty: 3 }]);
    const other = await signInNewTenantAdmin(t, `Purchase Other ${kind}`, `poother${kind}`);
    const foreign = other.admin.with(IN_ENGLISH);
    expect((await foreign.get(`/api/purchaseOrder/detail?id=${order.id}`)).json.code).toBe(404);
    expect(
      (
        await foreign.post('/api/purchaseOrder/receive', {
          id: order.id,
          lines: [{ lineId: order.lines[0]?.id, qty: 1 }],
        })
      ).json.code,
    ).toBe(404);
    expect((await foreign.post('/api/purchaseOrder/cancel', { id: order.id })).json.code).toBe(404);
    expect((await foreign.ok.page('/api/purchaseOrder/page', { no: order.no })).total).toBe(0);
    const borrowed = await foreign.post('/api/purchaseOrder/add', {
      supplierId: supplierA,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(borrowed.json.code).toBe(400);
    const theirSupplier = await foreign.ok.post<number>('/api/goodsSupplier/add', { name: 'Theirs' });
    const theirBarcode = await foreign.post('/api/purchaseOrder/add', {
      supplierId: theirSupplier,
      lines: [{ barcode: a.barcode, qty: 1 }],
    });
    expect(theirBarcode.json.message).toContain(a.barcode);
    expect(
      (await foreign.post('/api/reorder/setLevels', { barcode: a.barcode, minQty: 1, maxQty: 2 })).json.code,
    ).toBe(400);
    expect(
      (
        await foreign.post('/api/supplierReturn/add', {
          orderId: order.id,
          lines: [{ barcode: a.barcode, qty: 1 }],
        })
      ).json.code,
    ).toBe(404);
    expect((await detail(order.id)).status).toBe(PurchaseOrderStatus.Approved);

    // another store's staff do not see the warehouse's orders; the tenant admin (all) does
    const role = await insertRole(t, {
      code: `storeb_buyer_${kind}`,
      dataScope: DataScope.Dept,
      permissions: ['purchaseOrder:page', 'purchaseOrder:detail', 'purchaseOrder:receive', 'reorder:page'],
    });
    const { api: storeB } = await signInNewUser(
      t,
      { account: `pob${kind}`, orgId: STAFF_ORG.storeB, roleIds: [role] },
      IN_ENGLISH,
    );
    expect((await storeB.get(`/api/purchaseOrder/detail?id=${order.id}`)).json.code).toBe(404);
    expect((await receive(order, { [a.barcode]: 1 }, storeB)).json.code).toBe(404);
    expect((await storeB.ok.page('/api/purchaseOrder/page', { no: order.no })).total).toBe(0);
    expect((await storeB.post('/api/reorder/page', { locationId: WAREHOUSE })).json.code).toBe(403);
    expect((await detail(order.id, admin)).no).toBe(order.no);
  });

  it('grants purchasing once to installations seeded before it, to every tenant holding stock', async () => {
    const ids = idsOf(purchaseMenus);
    const other = await signInNewTenantAdmin(t, `Purchase Grant ${kind}`, `pogrant${kind}`);
    const db = acrossTenants(t.ctx.db, 'the test takes the grant away from two tenants');
    await db.deleteFrom('sysSeed').where('name', '=', 'purchase-menu:v1').execute();
    await db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', 'in', [DEFAULT_TENANT, other.tenantId])
      .where('menuId', 'in', ids)
      .execute();
    await db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedPurchaseMenu(db, ctx);
    await seedPurchaseMenu(db, ctx);
    const tenantHolds = async (tenantId: number) =>
      (
        await db
          .selectFrom('sysTenantMenu')
          .select('menuId')
          .where('tenantId', '=', tenantId)
          .where('menuId', 'in', ids)
          .execute()
      ).length;
    const roleHolds = async (roleId: number) =>
      (
        await db
          .selectFrom('sysRoleMenu')
          .select('menuId')
          .where('roleId', '=', roleId)
          .where('menuId', 'in', ids)
          .execute()
      ).length;
    expect(await tenantHolds(DEFAULT_TENANT)).toBe(ids.length);
    expect(await tenantHolds(other.tenantId)).toBe(ids.length);
    for (const role of [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager, STAFF_ROLE.stockKeeper])
      expect(await roleHolds(role)).toBe(ids.length);
    expect(await roleHolds(STAFF_ROLE.cashier)).toBe(0);
    // the keeper works with it again at once
    expect((await keeper.post('/api/reorder/page', {})).json.code).toBe(200);
  });

  it("keeps each sale line's cost at the average of its time, and gross profit follows it", async () => {
    // at the admin's location (the main one): receive 10 at 5.00, sell 4, receive 10 at 8.00, sell 4
    const g = await goods(supplierA, { cost: '1.00', retail: '10.00' });
    const sell = async () =>
      admin.ok.post<{ id: number }>('/api/saleOrder/add', {
        clientKey: `po-gp-${kind}-${Date.now()}-${++seq}`,
        lines: [{ barcode: g.barcode, qty: 4 }],
        payments: [{ method: 1, amount: '40.00' }],
      });
    const first = await approvedOrder([{ barcode: g.barcode, qty: 10, unitCost: '5.00' }], admin);
    await receive(first, { [g.barcode]: 10 }, admin);
    await sell();
    const second = await approvedOrder([{ barcode: g.barcode, qty: 10, unitCost: '8.00' }], admin);
    await receive(second, { [g.barcode]: 10 }, admin);
    await sell();

    const lines = await t.ctx.db
      .selectFrom('retailSaleOrderLine')
      .select(['qty', 'price', 'amount', 'costPrice'])
      .where('barcodeId', '=', g.barcodeId)
      .orderBy('id')
      .execute();
    // 5.00, then (6 × 5.00 + 10 × 8.00) / 16 = 6.875 → 6.88
    expect(lines.map((l) => [Number(l.qty), Number(l.price), Number(l.costPrice)])).toEqual([
      [4, 1000, 500],
      [4, 1000, 688],
    ]);
    const { date } = await admin.ok.get<{ date: string }>('/api/statistics/businessDate');
    const stats = await admin.ok.post<{
      items: Array<{ goodsId: number; cost: number; grossProfit: number }>;
    }>('/api/statistics/product', { startDate: date, endDate: date, keyword: g.code });
    const row = stats.items.find((i) => i.goodsId === g.goodsId);
    const expected = lines.reduce(
      (sum, l) => sum + (Number(l.price) - Number(l.costPrice)) * Number(l.qty),
      0,
    );
    expect(expected).toBe(3248);
    expect(row?.grossProfit).toBe(expected / 100);
    expect(row?.cost).toBe((500 * 4 + 688 * 4) / 100);
  });
});

function resultCode(answer: { json: { code: number; message: string | null } }): number {
  expect(answer.json.code, answer.json.message ?? '').toBe(200);
  return answer.json.code;
}

function resultOf<T>(answer: { json: { code: number; message: string | null; result: unknown } }): T {
  expect(answer.json.code, answer.json.message ?? '').toBe(200);
  return answer.json.result as T;
}
