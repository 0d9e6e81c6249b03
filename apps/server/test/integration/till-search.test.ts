import { isValidEan13 } from '@retail/contracts';
import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import type { BarcodeLookupOutput } from '@retail/contracts/api/retail/goods-barcode';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The till's goods search (name, code, barcode, pinyin initials; only what can be sold) and the default
 * barcode that lets goods without any barcode be sold.
 */
describe.each(databaseKinds())('the till: goods search and default barcodes on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let other: Api;
  const ids: Record<string, number> = {};

  const search = async (keyword: string, api = cashier) =>
    api.ok.get<SellableOutput[]>(`/api/goods/search?keyword=${encodeURIComponent(keyword)}`);
  const found = async (keyword: string, api = cashier) =>
    (await search(keyword, api)).map((s) => `${s.goodsCode}:${s.barcode ?? '-'}`);
  const ensureDefault = (goodsId: number, api = cashier) =>
    api.ok.post<BarcodeLookupOutput>('/api/goodsBarcode/ensureDefault', { goodsId });
  const barcodeRows = (goodsId: number) =>
    t.ctx.db
      .selectFrom('retailBarcode')
      .select('barcode')
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('goodsId', '=', goodsId)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    other = (await signInNewTenantAdmin(t, 'Other shop', 'othershop')).admin;
    const goods = async (key: string, fields: Record<string, unknown>, barcode?: Record<string, unknown>) => {
      ids[key] = await addGoods(admin, { code: key, retailPrice: 5, memberPrice: 4, ...fields });
      if (barcode) await admin.ok.post('/api/goodsBarcode/add', { goodsId: ids[key], ...barcode });
    };
    await goods('A1', { name: '牛奶' }, { barcode: 'MILK-100' });
    await goods('B1', { name: '伊利纯牛奶 500ml' }, { barcode: 'YL-200', retailPrice: 6 });
    await goods('C1', { name: '面包' });
    await goods('D1', { name: '牛奶糖', status: 2 }, { barcode: 'SWEET-1' });
    await goods('E1', { name: '牛奶片' }, { barcode: 'TAB-1', status: 2 });
    await addGoods(other, { code: 'X1', name: '牛奶', retailPrice: 5 });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds goods by the pinyin initials of their name, only what can be sold, in the caller’s tenant', async () => {
    expect(await found('nn')).toEqual(['A1:MILK-100']);
    expect(await found('NN')).toEqual(['A1:MILK-100']);
    expect(await found('ylc')).toEqual(['B1:YL-200']);
    // another tenant's goods never show, and its search sees only its own
    expect(await found('nn', other)).toEqual(['X1:-']);
  });

  it('finds goods by a part of the name, the code or a barcode, with the till’s price and stock', async () => {
    expect(await found('牛奶')).toEqual(['A1:MILK-100', 'B1:YL-200']);
    expect(await found('b1')).toEqual(['B1:YL-200']);
    expect(await found('ilk-1')).toEqual(['A1:MILK-100']);
    const [yl] = await search('YL-200');
    expect(yl).toMatchObject({ goodsName: '伊利纯牛奶 500ml', retailPrice: 6, memberPrice: 4, qty: 0 });
  });

  it('answers goods without any barcode with barcode null, and a limit', async () => {
    expect(await found('mb')).toEqual(['C1:-']);
    expect(await search('1')).toHaveLength(3);
    const limited = await cashier.ok.get<SellableOutput[]>('/api/goods/search?keyword=1&limit=2');
    expect(limited.map((s) => s.goodsCode)).toEqual(['A1', 'B1']);
  });

  it('follows renames: the initials are kept by every goods write', async () => {
    const id = await addGoods(admin, { code: 'R1', name: '矿泉水' });
    expect(await found('kqs')).toEqual(['R1:-']);
    await admin.ok.post('/api/goods/update', { id, name: '苏打水' });
    expect(await found('kqs')).toEqual([]);
    expect(await found('sds')).toEqual(['R1:-']);
  });

  it('refuses bad search input with 400 naming the field', async () => {
    for (const url of ['/api/goods/search?keyword=', '/api/goods/search?keyword=nn&limit=0']) {
      const answer = await cashier.get(url);
      expect(answer.status).toBe(200);
      expect(answer.json.code).toBe(400);
    }
    expect((await cashier.get('/api/goods/search?keyword=nn&limit=x')).json.message).toMatch(/limit/);
  });

  it('gives goods without a barcode its code as the default barcode, once', async () => {
    const sold = await ensureDefault(ids.C1 as number);
    expect(sold).toMatchObject({ barcode: 'C1', goodsCode: 'C1', status: 1, goodsStatus: 1, qty: 0 });
    expect((await ensureDefault(ids.C1 as number)).barcode).toBe('C1');
    expect(await barcodeRows(ids.C1 as number)).toEqual([{ barcode: 'C1' }]);
    expect(await found('mb')).toEqual(['C1:C1']);
    // goods that have barcodes answer their oldest one
    expect((await ensureDefault(ids.A1 as number)).barcode).toBe('MILK-100');
  });

  it('makes one default barcode when two tills ask at once', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await addGoods(admin, { code: `TWIN${round}`, name: '双份' });
      const [first, second] = await Promise.all([ensureDefault(id), ensureDefault(id, admin)]);
      expect(first.barcode).toBe(`TWIN${round}`);
      expect(second.barcode).toBe(first.barcode);
      expect(await barcodeRows(id)).toHaveLength(1);
    }
  });

  it('generates an in-store EAN-13 when the goods code is taken or not a valid barcode', async () => {
    const taken = await addGoods(admin, { code: 'MILK-100', name: '同码' });
    const badEan = await addGoods(admin, { code: '1234567890123', name: '坏码' });
    for (const id of [taken, badEan]) {
      const { barcode } = await ensureDefault(id);
      expect(barcode).toMatch(/^20\d{11}$/);
      expect(isValidEan13(barcode)).toBe(true);
    }
  });

  it('answers 404 for another tenant’s goods, 400 for bad input, 403 without the permission', async () => {
    const foreign = await other.ok.get<SellableOutput[]>('/api/goods/search?keyword=X1');
    expect(
      (await cashier.post('/api/goodsBarcode/ensureDefault', { goodsId: foreign[0]?.goodsId })).json.code,
    ).toBe(404);
    const bad = await cashier.post('/api/goodsBarcode/ensureDefault', { goodsId: 'x' });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toMatch(/goodsId/);
    const keeper = await signInAs(t, 'keeper');
    expect((await keeper.post('/api/goodsBarcode/ensureDefault', { goodsId: ids.C1 })).json.code).toBe(403);
  });
});
