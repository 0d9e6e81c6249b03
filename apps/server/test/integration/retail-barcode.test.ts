import { STAFF_ORG } from '../../src/db/seed/staff.ts';
import { StockLogKind } from '@retail/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '@retail/contracts';
import { StockLedger } from '../../src/modules/retail/ledger/stock-ledger.ts';
import { inTransaction } from '../../src/platform/db/transaction.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Barcode {
  id: number;
  barcode: string;
  color: string | null;
  size: string | null;
  retailPrice: number | null;
  effectiveRetailPrice: number;
  effectiveMemberPrice: number;
  qty: number;
}

describe.each(databaseKinds())('goods barcodes on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let ledger: StockLedger;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${kind}${++seq}`;
  const goods = (extra: Record<string, unknown> = {}) =>
    addGoods(admin, { name: 'Shirt', retailPrice: 100, memberPrice: 90, ...extra });

  const barcodesOf = async (goodsId: number) =>
    (await admin.get(`/api/goodsBarcode/list?goodsId=${goodsId}`)).json.result as Barcode[];

  function move(barcodeId: number, barcode: string, delta: number) {
    return inTransaction(t.ctx.db, (trx) =>
      ledger.apply(
        trx,
        null,
        DEFAULT_TENANT,
        [{ barcodeId, barcode, delta }],
        {
          kind: StockLogKind.Receive,
          type: 'test',
          id: t.ctx.ids.next(),
          no: 'RK-TEST',
          orgId: null,
          locationId: STAFF_ORG.storeA,
        },
        { allowNegative: true, now: Date.now() },
      ),
    );
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    ledger = new StockLedger(t.database.type, t.ctx.ids);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds custom and generated EAN-13 codes, unique per tenant, with no stock counter until stock moves', async () => {
    const goodsId = await goods();
    const custom = uniq('SKU-');
    const customId = await admin.ok.post<number>('/api/goodsBarcode/add', {
      goodsId,
      barcode: custom,
      color: 'Red',
    });
    const generatedId = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, color: 'Blue' });
    const generatedId2 = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, color: 'Green' });
    const list = await barcodesOf(goodsId);
    expect(list.map((b) => b.id).sort()).toEqual([customId, generatedId, generatedId2].sort());
    const generated = list.filter((b) => b.id !== customId).map((b) => b.barcode);
    for (const code of generated) {
      expect(code).toMatch(/^20\d{11}$/);
      expect(isValidEan13(code)).toBe(true);
    }
    expect(new Set(generated).size).toBe(2);
    const counters = await t.ctx.db
      .selectFrom('retailStock')
      .select(['barcodeId', 'qty', 'tenantId'])
      .where('goodsId', '=', goodsId)
      .execute();
    // counters are per location and made by the first movement there (issue 17)
    expect(counters).toEqual([]);

    const taken = await admin.post('/api/goodsBarcode/add', { goodsId, barcode: custom });
    expect(taken.json.code).toBe(409);
    expect(taken.json.message).toBe(`Barcode ${custom} already exists`);
    const sameVariant = await admin.post('/api/goodsBarcode/add', { goodsId, color: 'red' });
    expect(sameVariant.json.code).toBe(409);
    expect(sameVariant.json.message).toContain('colour red');
    const badChars = await admin.post('/api/goodsBarcode/add', { goodsId, barcode: 'a b' });
    expect(badChars.json.code).toBe(400);
    expect(badChars.json.message).toContain('barcode');
    const tooLong = await admin.post('/api/goodsBarcode/add', { goodsId, barcode: 'x'.repeat(33) });
    expect(tooLong.json.message).toContain('barcode');
    const badCheck = await admin.post('/api/goodsBarcode/add', { goodsId, barcode: '6901234567891' });
    expect(badCheck.json.message).toBe(
      'Barcode 6901234567891 has 13 digits but its EAN-13 check digit is wrong',
    );
    await admin.ok.post('/api/goodsBarcode/add', { goodsId, barcode: '6901234567892', size: 'XL' });
    const badPrice = await admin.post('/api/goodsBarcode/add', { goodsId, retailPrice: '1.001' });
    expect(badPrice.json.message).toContain('retailPrice');
    expect((await admin.post('/api/goodsBarcode/add', { goodsId: 999, barcode: uniq('X') })).json.code).toBe(
      404,
    );
  });

  it('generates the missing colour × size variants in one transaction', async () => {
    const goodsId = await goods();
    const chosen = uniq('CHOSEN-');
    const first = await admin.ok.post<{ created: number[]; skipped: number }>('/api/goodsBarcode/generate', {
      goodsId,
      colors: ['Red', 'Blue'],
      sizes: ['S', 'M'],
      barcodes: [{ color: 'Blue', size: 'M', barcode: chosen }],
    });
    expect(first).toMatchObject({ skipped: 0 });
    expect(first.created).toHaveLength(4);
    const variants = await barcodesOf(goodsId);
    expect(variants.map((v) => `${v.color}/${v.size}`).sort()).toEqual([
      'Blue/M',
      'Blue/S',
      'Red/M',
      'Red/S',
    ]);
    expect(variants.find((v) => v.color === 'Blue' && v.size === 'M')?.barcode).toBe(chosen);
    for (const v of variants.filter((v) => v.barcode !== chosen)) expect(isValidEan13(v.barcode)).toBe(true);

    const second = await admin.ok.post<{ created: number[]; skipped: number }>('/api/goodsBarcode/generate', {
      goodsId,
      colors: ['Red', 'Blue'],
      sizes: ['S', 'M', 'L'],
    });
    expect(second).toMatchObject({ skipped: 4 });
    expect(second.created).toHaveLength(2);
    expect(await barcodesOf(goodsId)).toHaveLength(6);

    // one refused code rolls the whole generation back
    const before = await t.ctx.db
      .selectFrom('retailBarcode')
      .select('id')
      .where('goodsId', '=', goodsId)
      .execute();
    const refused = await admin.post('/api/goodsBarcode/generate', {
      goodsId,
      colors: ['Green'],
      sizes: ['S', 'M'],
      barcodes: [{ color: 'Green', size: 'M', barcode: chosen }],
    });
    expect(refused.json.code).toBe(409);
    expect(refused.json.message).toContain(chosen);
    const after = await t.ctx.db
      .selectFrom('retailBarcode')
      .select('id')
      .where('goodsId', '=', goodsId)
      .execute();
    expect(after).toHaveLength(before.length);
    const empty = await admin.post('/api/goodsBarcode/generate', { goodsId, colors: [], sizes: [] });
    expect(empty.json.message).toBe('Give at least one colour or size');
  });

  it('updates overrides, locks the code once it has stock movements and guards deletion', async () => {
    const goodsId = await goods();
    const id = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId, barcode: uniq('UPD-') });
    const renamed = uniq('REN-');
    await admin.ok.post('/api/goodsBarcode/update', { id, barcode: renamed, retailPrice: '88.8', size: 'L' });
    let lookup = (await cashier.get(`/api/goodsBarcode/lookup?barcode=${renamed}`)).json;
    expect(lookup.code, lookup.message ?? '').toBe(200);
    expect(lookup.result).toMatchObject({
      id,
      goodsId,
      retailPrice: 88.8,
      effectiveRetailPrice: 88.8,
      effectiveMemberPrice: 90,
      size: 'L',
      qty: 0,
    });
    await admin.ok.post('/api/goodsBarcode/update', { id, retailPrice: null });
    lookup = (await cashier.get(`/api/goodsBarcode/lookup?barcode=${renamed}`)).json;
    expect(lookup.result).toMatchObject({ retailPrice: null, effectiveRetailPrice: 100 });

    await move(id, renamed, 3);
    lookup = (await cashier.get(`/api/goodsBarcode/lookup?barcode=${renamed}`)).json;
    expect(lookup.result).toMatchObject({ qty: 3 });
    const locked = await admin.post('/api/goodsBarcode/update', { id, barcode: uniq('NEW-') });
    expect(locked.json.message).toBe(`Barcode ${renamed} has stock movements; its code can no longer change`);
    await admin.ok.post('/api/goodsBarcode/update', { id, barcode: renamed, color: 'Black' });
    const inUse = await admin.post('/api/goodsBarcode/delete', { id });
    expect(inUse.json.message).toContain(`Barcode ${renamed} still has stock (3)`);
    await move(id, renamed, -3);
    expect((await admin.post('/api/goodsBarcode/delete', { id })).json.message).toContain('stock movements');
    const goodsInUse = await admin.post('/api/goods/delete', { id: goodsId });
    expect(goodsInUse.json.message).toContain(renamed);

    const fresh = await admin.ok.post<number>('/api/goodsBarcode/add', { goodsId });
    await admin.ok.post('/api/goodsBarcode/delete', { id: fresh });
    expect(
      await t.ctx.db.selectFrom('retailStock').select('id').where('barcodeId', '=', fresh).execute(),
    ).toEqual([]);
    expect((await admin.post('/api/goodsBarcode/delete', { id: fresh })).json.code).toBe(404);
  });

  it('looks codes up for the cashier, prints labels, pages with filters and hides other tenants', async () => {
    const goodsId = await goods({ name: 'Label shirt' });
    const code = uniq('LBL-');
    const id = await admin.ok.post<number>('/api/goodsBarcode/add', {
      goodsId,
      barcode: code,
      color: 'White',
      size: 'M',
      memberPrice: 80,
    });
    const unknown = await cashier.get('/api/goodsBarcode/lookup?barcode=NOPE-123');
    expect(unknown.json.code).toBe(404);
    expect(unknown.json.message).toBe('Barcode NOPE-123 does not exist');
    expect((await cashier.post('/api/goodsBarcode/add', { goodsId, barcode: uniq('C') })).json.code).toBe(
      403,
    );

    const labels = await admin.ok.post<unknown[]>('/api/goodsBarcode/labels', { ids: [id] });
    expect(labels).toEqual([
      {
        id,
        barcode: code,
        goodsCode: expect.any(String),
        goodsName: 'Label shirt',
        color: 'White',
        size: 'M',
        retailPrice: 100,
        memberPrice: 80,
      },
    ]);
    const page = await admin.ok.page<Barcode>('/api/goodsBarcode/page', {
      barcode: code.toLowerCase(),
      color: 'whi',
      size: 'M',
      status: 1,
    });
    expect(page.items.map((b) => b.id)).toEqual([id]);
    expect((await admin.post('/api/goodsBarcode/page', { field: 'tenantId' })).json.code).toBe(400);

    // another tenant's barcode with the same code is invisible here, and its id answers 404
    const otherTenant = t.ctx.ids.next();
    const otherGoods = t.ctx.ids.next();
    const otherBarcode = t.ctx.ids.next();
    const now = Date.now();
    await t.ctx.db
      .insertInto('retailGoods')
      .values({
        id: otherGoods,
        tenantId: otherTenant,
        code: 'OTHER',
        name: 'Other',
        costPrice: 0,
        retailPrice: 1,
        memberPrice: 1,
        minStock: 0,
        status: 1,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    const otherCode = uniq('FOREIGN-');
    await t.ctx.db
      .insertInto('retailBarcode')
      .values({
        id: otherBarcode,
        tenantId: otherTenant,
        goodsId: otherGoods,
        barcode: otherCode,
        status: 1,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    await t.ctx.db
      .insertInto('retailStock')
      .values({
        id: t.ctx.ids.next(),
        tenantId: otherTenant,
        barcodeId: otherBarcode,
        goodsId: otherGoods,
        locationId: STAFF_ORG.storeA,
        qty: 0,
        avgCost: 0,
        updateTime: now,
      })
      .execute();
    expect((await admin.get(`/api/goodsBarcode/lookup?barcode=${otherCode}`)).json.code).toBe(404);
    expect((await admin.post('/api/goodsBarcode/update', { id: otherBarcode, color: 'x' })).json.code).toBe(
      404,
    );
    expect((await admin.post('/api/goodsBarcode/delete', { id: otherBarcode })).json.code).toBe(404);
    expect((await admin.post('/api/goodsBarcode/add', { goodsId: otherGoods })).json.code).toBe(404);
    expect(
      (await admin.post('/api/goodsBarcode/generate', { goodsId: otherGoods, colors: ['x'] })).json.code,
    ).toBe(404);
    expect(await admin.ok.post<unknown[]>('/api/goodsBarcode/labels', { ids: [otherBarcode] })).toEqual([]);
    // the same code is free in this tenant
    expect((await admin.post('/api/goodsBarcode/add', { goodsId, barcode: otherCode })).json.code).toBe(200);
  });
});
