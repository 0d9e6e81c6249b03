import { DataScope, StockLogKind, StockTransferStatus } from '@retail/contracts';
import type { TransferDetailOutput, TransitOutput } from '@retail/contracts/api/retail/stock-transfer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_TRANSFER_DETAIL_MENU_ID, STOCK_TRANSFER_MENU_ID } from '../../src/db/seed/menus/retail.ts';
import { STAFF_ORG, STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { seedStockTransferMenu } from '../../src/db/seed/stock-transfer-menu.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';
import { saleBody } from '../support/till-shifts.ts';
import { counterAt, goodsAt, qtyAt } from '../support/transfer-fixtures.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

const { warehouse: WAREHOUSE, storeA: STORE_A, storeB: STORE_B } = STAFF_ORG;

describe.each(databaseKinds())('stock transfers on %s', (kind) => {
  let t: TestApp;
  /** the warehouse keeper (own location: the warehouse), reading messages in English */
  let keeper: Api;
  /** store A's manager (own location: store A) */
  let manager: Api;

  const detail = (id: number, who = keeper) =>
    who.ok.get<TransferDetailOutput>(`/api/stockTransfer/detail?id=${id}`);
  const draft = (
    toLocationId: number,
    lines: Array<{ barcode: string; qty: number }>,
    who = keeper,
    more: Record<string, unknown> = {},
  ) => who.ok.post<number>('/api/stockTransfer/add', { toLocationId, lines, ...more });
  const receipt = (doc: TransferDetailOutput, qty: Record<string, number>) => ({
    id: doc.id,
    lines: doc.lines.map((l) => ({ lineId: l.id, qty: qty[l.barcode] ?? 0 })),
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    manager = await signInAs(t, 'manager', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ships from the warehouse, receives at store A in two parts at the shipping cost, and closes the rest as the difference', async () => {
    const x = await goodsAt(t.ctx, [
      { locationId: WAREHOUSE, qty: 10, unitCost: 300 },
      { locationId: STORE_A, qty: 4, unitCost: 600 },
    ]);
    const y = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 5, unitCost: 200 }]);
    const id = await draft(STORE_A, [
      { barcode: x.barcode, qty: 6 },
      { barcode: y.barcode, qty: 5 },
    ]);
    let doc = await detail(id);
    expect(doc.no).toMatch(/^DB\d{12}$/);
    expect(doc).toMatchObject({
      status: StockTransferStatus.Draft,
      fromLocationId: WAREHOUSE,
      fromLocationName: '中心仓库',
      toLocationId: STORE_A,
      toLocationName: '门店A',
      totalQty: 11,
      shippedQty: 0,
      inTransitQty: 0,
      totalCost: 0,
    });
    expect(doc.lines.map((l) => [l.barcode, l.qty, l.qtyShipped, l.unitCost])).toEqual([
      [x.barcode, 6, 0, null],
      [y.barcode, 5, 0, null],
    ]);
    // a draft moves nothing; it can still change
    await keeper.ok.post('/api/stockTransfer/update', {
      id,
      toLocationId: STORE_A,
      remark: 'weekly top-up',
      lines: [
        { barcode: x.barcode, qty: 6 },
        { barcode: y.barcode, qty: 5 },
      ],
    });
    expect(await qtyAt(t.ctx, x.barcodeId, WAREHOUSE)).toBe(10);

    await keeper.ok.post('/api/stockTransfer/ship', { id });
    doc = await detail(id);
    expect(doc).toMatchObject({
      status: StockTransferStatus.Shipped,
      shippedQty: 11,
      inTransitQty: 11,
      totalCost: 28,
      remark: 'weekly top-up',
    });
    expect(doc.shipUserName).toBe('仓管员');
    expect(doc.lines.map((l) => [l.qtyShipped, l.inTransit, l.unitCost])).toEqual([
      [6, 6, 3],
      [5, 5, 2],
    ]);
    expect(await qtyAt(t.ctx, x.barcodeId, WAREHOUSE)).toBe(4);
    expect(await qtyAt(t.ctx, y.barcodeId, WAREHOUSE)).toBe(0);
    expect(await qtyAt(t.ctx, x.barcodeId, STORE_A)).toBe(4);

    // store A sees what is on its way
    const transit = await manager.ok.page<TransitOutput>('/api/stockTransfer/inTransit', {
      toLocationId: STORE_A,
      keyword: x.barcode,
    });
    expect(transit.items.map((r) => [r.barcode, r.qty, r.cost, r.toLocationName])).toEqual([
      [x.barcode, 6, 18, '门店A'],
    ]);

    await manager.ok.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 3 }));
    doc = await detail(id, manager);
    expect(doc).toMatchObject({
      status: StockTransferStatus.PartlyReceived,
      receivedQty: 3,
      inTransitQty: 8,
    });
    // 4 at 6.00 and 3 arriving at 3.00: the store's average follows the goods' cost
    expect(await counterAt(t.ctx, x.barcodeId, STORE_A)).toEqual({ qty: 7, avgCost: 471 });
    await manager.ok.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 2, [y.barcode]: 4 }));
    doc = await detail(id, manager);
    expect(doc).toMatchObject({
      status: StockTransferStatus.PartlyReceived,
      receivedQty: 9,
      inTransitQty: 2,
    });
    expect(await counterAt(t.ctx, y.barcodeId, STORE_A)).toEqual({ qty: 4, avgCost: 200 });

    // never more than what is left on a line; nothing of the refused receipt is kept
    const tooMuch = await manager.post(
      '/api/stockTransfer/receive',
      receipt(doc, { [y.barcode]: 1, [x.barcode]: 2 }),
    );
    expect(tooMuch.json.code).toBe(400);
    expect(tooMuch.json.message).toBe(`lines: barcode ${x.barcode} has 1 left to receive; 2 entered`);
    expect(await qtyAt(t.ctx, y.barcodeId, STORE_A)).toBe(4);
    const nothing = await manager.post('/api/stockTransfer/receive', receipt(doc, {}));
    expect(nothing.json.message).toContain('lines');

    const noReason = await manager.post('/api/stockTransfer/close', { id, reason: ' ' });
    expect(noReason.json.code).toBe(400);
    expect(noReason.json.message).toContain('reason');
    await manager.ok.post('/api/stockTransfer/close', { id, reason: 'one of each broken on the way' });
    doc = await detail(id, manager);
    expect(doc).toMatchObject({
      status: StockTransferStatus.ClosedWithDifference,
      receivedQty: 9,
      differenceQty: 2,
      inTransitQty: 0,
      closeReason: 'one of each broken on the way',
      closeUserName: '店长',
    });
    expect(doc.lines.map((l) => [l.qtyReceived, l.qtyDifference, l.inTransit])).toEqual([
      [5, 1, 0],
      [4, 1, 0],
    ]);
    expect(await qtyAt(t.ctx, x.barcodeId, STORE_A)).toBe(9);
    expect(await qtyAt(t.ctx, x.barcodeId, WAREHOUSE)).toBe(4);
    expect((await manager.ok.page('/api/stockTransfer/inTransit', { keyword: x.barcode })).total).toBe(0);
    expect(
      (await manager.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 1 }))).json.code,
    ).toBe(400);
    expect((await manager.post('/api/stockTransfer/close', { id, reason: 'again' })).json.code).toBe(400);

    const log = await t.ctx.db
      .selectFrom('retailStockLog')
      .select(['kind', 'locationId', 'delta', 'unitCost'])
      .where('sourceType', '=', 'stockTransfer')
      .where('sourceId', '=', id)
      .where('barcodeId', '=', x.barcodeId)
      .orderBy('id')
      .execute();
    expect(log.map((l) => [l.kind, Number(l.locationId), Number(l.delta), Number(l.unitCost)])).toEqual([
      [StockLogKind.TransferOut, WAREHOUSE, -6, 300],
      [StockLogKind.TransferIn, STORE_A, 3, 300],
      [StockLogKind.TransferIn, STORE_A, 2, 300],
    ]);
  });

  it('refuses the same location at both ends, unknown locations and barcodes, and edits after shipping', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 3 }]);
    const same = await keeper.post('/api/stockTransfer/add', {
      toLocationId: WAREHOUSE,
      lines: [{ barcode: x.barcode, qty: 1 }],
    });
    expect(same.json).toMatchObject({
      code: 400,
      message: 'toLocationId: the destination must differ from the source',
    });
    const explicit = await keeper.post('/api/stockTransfer/add', {
      fromLocationId: WAREHOUSE,
      toLocationId: WAREHOUSE,
      lines: [{ barcode: x.barcode, qty: 1 }],
    });
    expect(explicit.json.code).toBe(400);
    const nowhere = await keeper.post('/api/stockTransfer/add', {
      toLocationId: 42,
      lines: [{ barcode: x.barcode, qty: 1 }],
    });
    expect(nowhere.json).toMatchObject({
      code: 400,
      message: 'Stock location 42 is not a store or warehouse of this tenant',
    });
    // another location as the source needs the choose button
    const notMine = await keeper.post('/api/stockTransfer/add', {
      fromLocationId: STORE_B,
      toLocationId: STORE_A,
      lines: [{ barcode: x.barcode, qty: 1 }],
    });
    expect(notMine.json.code).toBe(403);
    const unknown = await keeper.post('/api/stockTransfer/add', {
      toLocationId: STORE_A,
      lines: [{ barcode: 'NO-SUCH', qty: 1 }],
    });
    expect(unknown.json).toMatchObject({ code: 400, message: 'lines: barcode NO-SUCH does not exist' });
    const twice = await keeper.post('/api/stockTransfer/add', {
      toLocationId: STORE_A,
      lines: [
        { barcode: x.barcode, qty: 1 },
        { barcode: x.barcode, qty: 2 },
      ],
    });
    expect(twice.json.message).toContain(x.barcode);
    const zero = await keeper.post('/api/stockTransfer/add', {
      toLocationId: STORE_A,
      lines: [{ barcode: x.barcode, qty: 0 }],
    });
    expect(zero.json.code).toBe(400);
    expect(zero.json.message).toContain('lines');

    const cancelled = await draft(STORE_A, [{ barcode: x.barcode, qty: 1 }]);
    await keeper.ok.post('/api/stockTransfer/delete', { id: cancelled });
    expect((await detail(cancelled)).status).toBe(StockTransferStatus.Cancelled);
    expect((await keeper.post('/api/stockTransfer/ship', { id: cancelled })).json.code).toBe(400);

    const id = await draft(STORE_A, [{ barcode: x.barcode, qty: 2 }]);
    await keeper.ok.post('/api/stockTransfer/ship', { id });
    const late = await keeper.post('/api/stockTransfer/update', {
      id,
      toLocationId: STORE_A,
      lines: [{ barcode: x.barcode, qty: 1 }],
    });
    expect(late.json).toMatchObject({ code: 400 });
    expect(late.json.message).toContain('is not a draft');
    expect((await keeper.post('/api/stockTransfer/delete', { id })).json.code).toBe(400);
    expect((await keeper.post('/api/stockTransfer/ship', { id })).json.code).toBe(400);
    // closing needs a partial receipt first
    expect((await manager.post('/api/stockTransfer/close', { id, reason: 'lost' })).json.code).toBe(400);
    const doc = await detail(id);
    await manager.ok.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 2 }));
    expect((await detail(id)).status).toBe(StockTransferStatus.Received);
    expect(await qtyAt(t.ctx, x.barcodeId, WAREHOUSE)).toBe(1);
  });

  it('refuses a ship whole when a line lacks stock, and a receipt by staff whose location is not the destination', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 5 }]);
    const y = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 2 }]);
    const id = await draft(STORE_A, [
      { barcode: x.barcode, qty: 5 },
      { barcode: y.barcode, qty: 3 },
    ]);
    const short = await keeper.post('/api/stockTransfer/ship', { id });
    expect(short.json).toMatchObject({
      code: 400,
      message: `Insufficient stock for barcode ${y.barcode}: 2 available, 3 wanted`,
    });
    expect((await detail(id)).status).toBe(StockTransferStatus.Draft);
    expect([await qtyAt(t.ctx, x.barcodeId, WAREHOUSE), await qtyAt(t.ctx, y.barcodeId, WAREHOUSE)]).toEqual([
      5, 2,
    ]);

    // even a tenant that allows negative stock never ships goods the source does not hold
    const admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    await admin.ok.post('/api/retailSetting/update', { allowNegativeStock: true });
    try {
      expect((await keeper.post('/api/stockTransfer/ship', { id })).json.code).toBe(400);
    } finally {
      await admin.ok.post('/api/retailSetting/update', { allowNegativeStock: false });
    }

    await keeper.ok.post('/api/stockTransfer/update', {
      id,
      toLocationId: STORE_A,
      lines: [
        { barcode: x.barcode, qty: 5 },
        { barcode: y.barcode, qty: 2 },
      ],
    });
    await keeper.ok.post('/api/stockTransfer/ship', { id });
    const doc = await detail(id);
    // the keeper made and shipped it, but the warehouse is not where it goes
    const byKeeper = await keeper.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 1 }));
    expect(byKeeper.json).toMatchObject({
      code: 403,
      message: `You may not work on the stock of location ${STORE_A}`,
    });
    expect(await qtyAt(t.ctx, x.barcodeId, STORE_A)).toBe(0);
    expect((await detail(id)).status).toBe(StockTransferStatus.Shipped);
    await manager.ok.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 5, [y.barcode]: 2 }));
    expect((await detail(id)).status).toBe(StockTransferStatus.Received);
  });

  it('ships once when the same transfer is shipped concurrently', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 30 }]);
    const y = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 30 }]);
    const id = await draft(STORE_B, [
      { barcode: x.barcode, qty: 4 },
      { barcode: y.barcode, qty: 6 },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => keeper.post('/api/stockTransfer/ship', { id })),
    );
    expect(answers.map((a) => a.json.code).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await qtyAt(t.ctx, x.barcodeId, WAREHOUSE)).toBe(26);
    expect(await qtyAt(t.ctx, y.barcodeId, WAREHOUSE)).toBe(24);
    const out = await t.ctx.db
      .selectFrom('retailStockLog')
      .select('delta')
      .where('sourceId', '=', id)
      .execute();
    expect(out.map((l) => Number(l.delta)).sort((a, b) => a - b)).toEqual([-6, -4]);
    expect(await detail(id)).toMatchObject({ status: StockTransferStatus.Shipped, shippedQty: 10 });
  });

  it('never receives more than was shipped when receipts of one line run concurrently', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 5 }]);
    const id = await draft(STORE_A, [{ barcode: x.barcode, qty: 5 }]);
    await keeper.ok.post('/api/stockTransfer/ship', { id });
    const doc = await detail(id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        manager.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 2 })),
      ),
    );
    const accepted = answers.filter((a) => a.json.code === 200).length;
    expect(accepted).toBe(2);
    for (const refused of answers.filter((a) => a.json.code !== 200)) {
      expect(refused.json.message).toContain(x.barcode);
    }
    expect(await qtyAt(t.ctx, x.barcodeId, STORE_A)).toBe(4);
    expect(await detail(id)).toMatchObject({
      status: StockTransferStatus.PartlyReceived,
      receivedQty: 4,
      inTransitQty: 1,
    });
  });

  it('never takes the source below zero while 20 sales run there during the ship', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: STORE_A, qty: 25 }], { retail: 1000 });
    const id = await draft(WAREHOUSE, [{ barcode: x.barcode, qty: 10 }], manager);
    const cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    const sales = Array.from({ length: 20 }, () =>
      cashier.post('/api/saleOrder/add', saleBody([{ barcode: x.barcode, qty: 1 }], [[1, '10']])),
    );
    const shipping = manager.post('/api/stockTransfer/ship', { id });
    const [shipped, ...sold] = await Promise.all([shipping, ...sales]);
    const soldCount = sold.filter((s) => s.json.code === 200).length;
    for (const refused of sold.filter((s) => s.json.code !== 200)) {
      expect(refused.json.message).toContain(x.barcode);
    }
    const left = await qtyAt(t.ctx, x.barcodeId, STORE_A);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(25 - soldCount - (shipped?.json.code === 200 ? 10 : 0));
    const doc = await detail(id, manager);
    expect(doc.status).toBe(
      shipped?.json.code === 200 ? StockTransferStatus.Shipped : StockTransferStatus.Draft,
    );
    if (shipped?.json.code !== 200) expect(shipped?.json.message).toContain(x.barcode);
    expect(soldCount).toBeGreaterThanOrEqual(15);
  });

  it("shows a transfer to the maker's scope and to staff of either end, and to no other tenant", async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 6 }]);
    const toA = await draft(STORE_A, [{ barcode: x.barcode, qty: 1 }]);
    const toB = await draft(STORE_B, [{ barcode: x.barcode, qty: 2 }]);
    await keeper.ok.post('/api/stockTransfer/ship', { id: toB });
    const role = await insertRole(t, {
      code: `storeb_clerk_${kind}`,
      dataScope: DataScope.Dept,
      permissions: ['stockTransfer:page', 'stockTransfer:detail', 'stockTransfer:receive'],
    });
    const { api: storeB } = await signInNewUser(
      t,
      { account: `trstoreb${kind}`, orgId: STORE_B, roleIds: [role] },
      IN_ENGLISH,
    );
    const page = await storeB.ok.page<{ id: number }>('/api/stockTransfer/page', { barcode: x.barcode });
    expect(page.items.map((r) => r.id)).toEqual([toB]);
    expect((await storeB.get(`/api/stockTransfer/detail?id=${toA}`)).json.code).toBe(404);
    // store A's manager sees the keeper's transfer to store A, not the one to store B
    const seenByA = await manager.ok.page<{ id: number }>('/api/stockTransfer/page', { barcode: x.barcode });
    expect(seenByA.items.map((r) => r.id)).toEqual([toA]);
    const doc = await detail(toB, storeB);
    await storeB.ok.post('/api/stockTransfer/receive', receipt(doc, { [x.barcode]: 2 }));
    expect(await qtyAt(t.ctx, x.barcodeId, STORE_B)).toBe(2);

    const other = await signInNewTenantAdmin(t, `Transfer Other ${kind}`, `trother${kind}`);
    const foreignApi = other.admin.with(IN_ENGLISH);
    expect((await foreignApi.get(`/api/stockTransfer/detail?id=${toA}`)).json.code).toBe(404);
    expect((await foreignApi.post('/api/stockTransfer/ship', { id: toA })).json.code).toBe(404);
    expect((await foreignApi.post('/api/stockTransfer/delete', { id: toA })).json.code).toBe(404);
    expect((await foreignApi.ok.page('/api/stockTransfer/page', {})).total).toBe(0);
    expect((await foreignApi.ok.page('/api/stockTransfer/inTransit', {})).total).toBe(0);
    // this tenant's store is no location of the other tenant
    const foreignGoods = await goodsAt(t.ctx, [], { tenantId: other.tenantId });
    const across = await foreignApi.post('/api/stockTransfer/add', {
      toLocationId: STORE_A,
      lines: [{ barcode: foreignGoods.barcode, qty: 1 }],
    });
    expect(across.json.code).toBe(400);
    expect((await detail(toA)).status).toBe(StockTransferStatus.Draft);
  });

  it('pages with filters and sorting, and exports the filtered transfers to Excel', async () => {
    const x = await goodsAt(t.ctx, [{ locationId: WAREHOUSE, qty: 5 }]);
    const shipped = await draft(STORE_B, [{ barcode: x.barcode, qty: 2 }]);
    await keeper.ok.post('/api/stockTransfer/ship', { id: shipped });
    const open = await draft(STORE_A, [{ barcode: x.barcode, qty: 1 }]);
    const byStatus = await keeper.ok.page<{ id: number; inTransitQty: number }>('/api/stockTransfer/page', {
      barcode: x.barcode,
      status: StockTransferStatus.Shipped,
    });
    expect(byStatus.items.map((r) => [r.id, r.inTransitQty])).toEqual([[shipped, 2]]);
    const byTo = await keeper.ok.page<{ id: number }>('/api/stockTransfer/page', {
      barcode: x.barcode,
      toLocationId: STORE_A,
      fromLocationId: WAREHOUSE,
    });
    expect(byTo.items.map((r) => r.id)).toEqual([open]);
    const sorted = await keeper.ok.page<{ id: number }>('/api/stockTransfer/page', {
      barcode: x.barcode,
      field: 'inTransitQty',
      order: 'descending',
    });
    expect(sorted.items.map((r) => r.id)).toEqual([shipped, open]);
    expect((await keeper.post('/api/stockTransfer/page', { field: 'tenantId' })).json.code).toBe(400);
    const printed = await keeper.ok.get<TransferDetailOutput>(`/api/stockTransfer/print?id=${shipped}`);
    expect(printed.lines.map((l) => [l.barcode, l.qtyShipped, l.unitCost])).toEqual([[x.barcode, 2, 5]]);

    const rows = await readXlsx(
      await downloadXlsx(t.app, '/api/stockTransfer/export', { barcode: x.barcode }, keeper.headers),
    );
    expect(rows[0]?.slice(0, 4)).toEqual(['No.', 'Status', 'From', 'To']);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[8]])).toEqual([
      ['Draft', '门店A', 0],
      ['Shipped', '门店B', 2],
    ]);
  });

  it('grants the transfer screen once to installations seeded before it existed', async () => {
    const ids = [
      ...Array.from({ length: 11 }, (_, i) => STOCK_TRANSFER_MENU_ID + i),
      STOCK_TRANSFER_DETAIL_MENU_ID,
    ];
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'stock-transfer-menu:v1').execute();
    await t.ctx.db
      .deleteFrom('sysTenantMenu')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('menuId', 'in', ids)
      .execute();
    await t.ctx.db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    const ctx = { adminPassword: TEST_ADMIN_PASSWORD, now: Date.now(), ids: t.ctx.ids };
    await seedStockTransferMenu(t.ctx.db, ctx);
    await seedStockTransferMenu(t.ctx.db, ctx);
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
    expect(tenantRows).toHaveLength(ids.length);
    const sorted = [...ids].sort();
    expect(await held(STAFF_ROLE.sysAdmin)).toEqual(sorted);
    expect(await held(STAFF_ROLE.storeManager)).toEqual(sorted);
    expect(await held(STAFF_ROLE.stockKeeper)).toEqual(sorted);
    expect(await held(STAFF_ROLE.cashier)).toEqual([]);
    // and the grant works: the keeper still reaches the screen's calls
    expect((await keeper.post('/api/stockTransfer/page', {})).json.code).toBe(200);
  });
});
