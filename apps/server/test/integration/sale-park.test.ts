import { PayMethod, Status } from '@retail/contracts';
import type { ParkedSaleOutput, RecalledSaleOutput } from '@retail/contracts/api/retail/sale-park';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORG, STAFF_ROLE } from '../../src/db/seed/staff.ts';
import { PARKED_SALE_DAYS } from '../../src/modules/retail/sale-park/service.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewUser } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { insertBarcode, insertVip, stockOf } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('parked sales on %s', (kind) => {
  let t: TestApp;
  let cashier: Api;
  /** another till of the cashier's store (store A) */
  let manager: Api;
  /** a cashier of store B */
  let otherStore: Api;
  let seq = 0;

  const park = (api: Api, body: Record<string, unknown>) =>
    api.ok.post<ParkedSaleOutput>('/api/salePark/add', body);
  const list = (api: Api) => api.ok.get<ParkedSaleOutput[]>('/api/salePark/list');
  const idsIn = async (api: Api) => (await list(api)).map((p) => p.id);

  /** A parked sale of one fresh barcode (10 in stock, 10.00 yuan) by the cashier. */
  async function parkOne(label = `P${++seq}`) {
    const goods = await insertBarcode(t.ctx, { qty: 10, retail: 1000 });
    const parked = await park(cashier, { label, lines: [{ barcode: goods.barcode, qty: 2 }] });
    return { goods, parked };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    cashier = await signInAs(t, 'cashier');
    manager = await signInAs(t, 'manager');
    otherStore = (
      await signInNewUser(
        t,
        { account: `storeb${kind}`, orgId: STAFF_ORG.storeB, roleIds: [STAFF_ROLE.cashier] },
        IN_ENGLISH,
      )
    ).api;
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('parks a cart without taking stock; any till of the store lists it and recalls it once', async () => {
    const a = await insertBarcode(t.ctx, { qty: 5, retail: 1999, member: 1800 });
    const b = await insertBarcode(t.ctx, { qty: 5, retail: 501, member: 0 });
    const vipId = await insertVip(t.ctx);
    const parked = await park(cashier, {
      label: '  red coat ',
      vipId,
      lines: [
        { barcode: a.barcode, qty: 2, discount: '1.00' },
        { barcode: b.barcode, qty: 3 },
      ],
      orderDiscount: 0.03,
      remark: 'gift wrap',
    });
    // member price 18.00 × 2 − 1.00 + 3 × 5.01 − 0.03 = 50.00
    expect(parked).toMatchObject({
      label: 'red coat',
      vipId,
      lineCount: 2,
      totalQty: 5,
      amount: 50,
      createUserName: '收银员',
    });
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(5);
    expect(await stockOf(t.ctx, b.barcodeId)).toBe(5);

    // the manager's till is in the same store
    const seen = await list(manager);
    expect(seen[0]).toEqual(parked);

    const recalled = await manager.ok.post<RecalledSaleOutput>('/api/salePark/recall', { id: parked.id });
    expect(recalled).toMatchObject({
      id: parked.id,
      orderDiscount: 0.03,
      remark: 'gift wrap',
      member: { id: vipId },
      lines: [
        { barcode: a.barcode, qty: 2, discount: 1, item: { barcode: a.barcode, effectiveMemberPrice: 18 } },
        { barcode: b.barcode, qty: 3, discount: 0, item: { barcode: b.barcode, effectiveRetailPrice: 5.01 } },
      ],
    });
    expect(await idsIn(cashier)).not.toContain(parked.id);

    const again = await cashier.with(IN_ENGLISH).post('/api/salePark/recall', { id: parked.id });
    expect(again.json).toMatchObject({ code: 404, extras: { reason: 'salePark.gone' } });
    expect(again.json.message).toMatch(/already recalled or discarded/);
    expect(await stockOf(t.ctx, a.barcodeId)).toBe(5);
  });

  it('lists the store newest first, every clerk with name, time, items, total and label', async () => {
    const first = await parkOne('first');
    const goods = await insertBarcode(t.ctx, { qty: 1, retail: 250 });
    const second = await park(manager, { lines: [{ barcode: goods.barcode, qty: 4 }] });
    await t.ctx.db
      .updateTable('retailSalePark')
      .set({ createTime: Date.now() - 60_000 })
      .where('id', '=', first.parked.id)
      .execute();
    const seen = (await list(cashier)).filter((p) => [first.parked.id, second.id].includes(p.id));
    expect(seen.map((p) => p.id)).toEqual([second.id, first.parked.id]);
    expect(seen[0]).toMatchObject({
      label: null,
      lineCount: 1,
      totalQty: 4,
      amount: 10,
      createUserName: '店长',
    });
    expect(seen[1]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('discards a parked sale, once', async () => {
    const { parked } = await parkOne();
    expect(await manager.ok.post('/api/salePark/discard', { id: parked.id })).toBeNull();
    expect(await idsIn(cashier)).not.toContain(parked.id);
    const again = await cashier.post('/api/salePark/discard', { id: parked.id });
    expect(again.json).toMatchObject({ code: 404, extras: { reason: 'salePark.gone' } });
    const recall = await cashier.post('/api/salePark/recall', { id: parked.id });
    expect(recall.json).toMatchObject({ code: 404, extras: { reason: 'salePark.gone' } });
  });

  it('gives a parked sale to exactly one of several tills recalling it at once', async () => {
    const { parked } = await parkOne();
    const tills = [cashier, manager, cashier, manager, cashier, manager];
    const answers = await Promise.all(
      tills.map((till) => till.post('/api/salePark/recall', { id: parked.id })),
    );
    const codes = answers.map((a) => a.json.code).sort();
    expect(codes).toEqual([200, 404, 404, 404, 404, 404]);
    for (const answer of answers.filter((a) => a.json.code === 404)) {
      expect(answer.json.extras?.reason).toBe('salePark.gone');
    }
    expect(await idsIn(cashier)).not.toContain(parked.id);
  });

  it('keeps a store’s parked sales from another store and another tenant', async () => {
    const { parked } = await parkOne();
    expect(await idsIn(otherStore)).not.toContain(parked.id);
    for (const url of ['/api/salePark/recall', '/api/salePark/discard']) {
      const refused = await otherStore.post(url, { id: parked.id });
      expect(refused.json).toMatchObject({ code: 404, extras: { reason: 'salePark.gone' } });
    }
    // store B's own parked sale is store B's only
    const goods = await insertBarcode(t.ctx, { qty: 1 });
    const theirs = await park(otherStore, { lines: [{ barcode: goods.barcode, qty: 1 }] });
    expect(await idsIn(otherStore)).toEqual([theirs.id]);
    expect(await idsIn(cashier)).not.toContain(theirs.id);

    const { admin: stranger } = await signInNewTenantAdmin(t, `Park shop ${kind}`, `parker${kind}`);
    expect(await idsIn(stranger)).toEqual([]);
    const refused = await stranger.post('/api/salePark/recall', { id: parked.id });
    expect(refused.json).toMatchObject({ code: 404 });
    // and the other tenant's catalogue does not hold store A's barcode
    const unknown = await stranger.post('/api/salePark/add', { lines: [{ barcode: goods.barcode, qty: 1 }] });
    expect(unknown.json).toMatchObject({ code: 400, extras: { reason: 'salePark.unknownBarcode' } });

    expect(await idsIn(cashier)).toContain(parked.id);
  });

  it('lets only those who may sell park, list, recall and discard', async () => {
    const { parked } = await parkOne();
    const keeper = await signInAs(t, 'keeper');
    const goods = await insertBarcode(t.ctx, { qty: 1 });
    const calls = [
      keeper.post('/api/salePark/add', { lines: [{ barcode: goods.barcode, qty: 1 }] }),
      keeper.get('/api/salePark/list'),
      keeper.post('/api/salePark/recall', { id: parked.id }),
      keeper.post('/api/salePark/discard', { id: parked.id }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.json.code).toBe(403);
    expect(await idsIn(cashier)).toContain(parked.id);
  });

  it('refuses bad carts with 4xx naming the field, and parks nothing', async () => {
    const goods = await insertBarcode(t.ctx, { qty: 1, retail: 100 });
    const before = (await list(cashier)).length;
    const english = cashier.with(IN_ENGLISH);
    const line = { barcode: goods.barcode, qty: 1 };
    const cases: Array<[unknown, RegExp]> = [
      [{ lines: [] }, /lines/],
      [{}, /lines/],
      [{ lines: [{ ...line, qty: 0 }] }, /qty/],
      [{ lines: [{ ...line, qty: 1.5 }] }, /qty/],
      [{ lines: [{ ...line, discount: '1.001' }] }, /discount/],
      [{ lines: [{ ...line, discount: -1 }] }, /discount/],
      [{ lines: [line], label: 'x'.repeat(65) }, /label/],
      [{ lines: [line], vipId: 'seven' }, /vipId/],
      [{ lines: [line], remark: 'x'.repeat(257) }, /remark/],
      [{ lines: [{ barcode: 'NO-SUCH-CODE', qty: 1 }] }, /lines: barcode NO-SUCH-CODE does not exist/],
      [{ lines: [line], vipId: 999_999_999 }, /vipId: member 999999999/],
      [{ lines: [{ ...line, discount: 2 }] }, new RegExp(`barcode ${goods.barcode}`)],
      [{ lines: [line], orderDiscount: 2 }, /order discount/],
      [{ lines: Array.from({ length: 201 }, () => line) }, /lines/],
    ];
    for (const [body, message] of cases) {
      const answer = await english.post('/api/salePark/add', body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.json.code, JSON.stringify(body)).toBe(400);
      expect(answer.json.message, JSON.stringify(body)).toMatch(message);
    }
    for (const body of [{}, { id: 'x' }, { id: -1 }]) {
      for (const url of ['/api/salePark/recall', '/api/salePark/discard']) {
        const answer = await english.post(url, body);
        expect(answer.json.code, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.json.message).toMatch(/id/);
      }
    }
    expect((await list(cashier)).length).toBe(before);
  });

  it('answers today’s catalogue on recall: an off-sale or deleted barcode shows as such, a disabled member is left off', async () => {
    const kept = await insertBarcode(t.ctx, { qty: 3, retail: 300 });
    const offSale = await insertBarcode(t.ctx, { qty: 3 });
    const removed = await insertBarcode(t.ctx, { qty: 0 });
    const vipId = await insertVip(t.ctx);
    const parked = await park(cashier, {
      vipId,
      lines: [kept, offSale, removed].map((g) => ({ barcode: g.barcode, qty: 1 })),
    });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ retailPrice: 350 })
      .where('id', '=', kept.goodsId)
      .execute();
    await t.ctx.db.updateTable('retailGoods').set({ status: 2 }).where('id', '=', offSale.goodsId).execute();
    await t.ctx.db.deleteFrom('retailStock').where('barcodeId', '=', removed.barcodeId).execute();
    await t.ctx.db.deleteFrom('retailBarcode').where('id', '=', removed.barcodeId).execute();
    await t.ctx.db.updateTable('retailVip').set({ status: Status.Disable }).where('id', '=', vipId).execute();

    const recalled = await cashier.ok.post<RecalledSaleOutput>('/api/salePark/recall', { id: parked.id });
    expect(recalled.member).toBeNull();
    expect(recalled.lines.map((l) => l.item?.effectiveRetailPrice ?? null)).toEqual([3.5, 10, null]);
    expect(recalled.lines[1]?.item?.goodsStatus).toBe(2);

    // selling what is left sells at today's price and takes stock then, not when parked
    const sold = await cashier.ok.post<{ amount: number }>('/api/saleOrder/add', {
      clientKey: `park-${kind}-${Date.now()}`,
      lines: [{ barcode: kept.barcode, qty: 1 }],
      payments: [{ method: PayMethod.Cash, amount: 3.5 }],
    });
    expect(sold.amount).toBe(3.5);
    expect(await stockOf(t.ctx, kept.barcodeId)).toBe(2);
    expect(await stockOf(t.ctx, offSale.barcodeId)).toBe(3);
  });

  it(`hides parked sales older than ${PARKED_SALE_DAYS} days and removes them when the tenant next parks`, async () => {
    const { parked } = await parkOne();
    const stale = Date.now() - (PARKED_SALE_DAYS * 24 + 1) * 3_600_000;
    await t.ctx.db
      .updateTable('retailSalePark')
      .set({ createTime: stale })
      .where('id', '=', parked.id)
      .execute();
    expect(await idsIn(cashier)).not.toContain(parked.id);
    const refused = await cashier.post('/api/salePark/recall', { id: parked.id });
    expect(refused.json).toMatchObject({ code: 404, extras: { reason: 'salePark.gone' } });
    await parkOne();
    const left = await t.ctx.db
      .selectFrom('retailSalePark')
      .select('id')
      .where('id', '=', parked.id)
      .execute();
    expect(left).toEqual([]);
  });
});
