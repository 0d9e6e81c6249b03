import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/** The goods keyword (code, name or any live barcode contains it) stays right as goods and barcodes change. */
describe.each(databaseKinds())('goods keyword search on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function codesFor(keyword: string): Promise<string[]> {
    const res = await call(t.app, 'POST', '/api/goods/page', {
      body: { page: 1, pageSize: 100, keyword },
      headers: admin.headers,
    });
    expect(res.json.code).toBe(200);
    const page = res.json.result as { items: { code: string }[]; total: number };
    expect(page.total).toBe(page.items.length);
    return page.items.map((g) => g.code).sort();
  }

  it('finds goods by part of the code, the name or a barcode, case-insensitively, short or long', async () => {
    const milk = await insertBarcode(t.ctx, { prefix: 'MILKx' });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ name: '鲜牛奶 Whole Milk 1L' })
      .where('id', '=', milk.goodsId)
      .execute();
    const tea = await insertBarcode(t.ctx, { prefix: 'TEAx' });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ name: 'Green tea 100%_pure' })
      .where('id', '=', tea.goodsId)
      .execute();

    expect(await codesFor('牛奶')).toEqual([milk.barcode]);
    expect(await codesFor('whole milk')).toEqual([milk.barcode]);
    expect(await codesFor('GREEN')).toEqual([tea.barcode]);
    expect(await codesFor(tea.barcode.slice(2, 9))).toEqual([tea.barcode]);
    // wildcards are literal text
    expect(await codesFor('0%_p')).toEqual([tea.barcode]);
    expect(await codesFor('%')).toEqual([tea.barcode]);
    expect(await codesFor('no such goods')).toEqual([]);
  });

  it('follows renames, new and deleted barcodes', async () => {
    const goods = await insertBarcode(t.ctx, { prefix: 'RNx' });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ name: 'Old name' })
      .where('id', '=', goods.goodsId)
      .execute();
    expect(await codesFor('old name')).toEqual([goods.barcode]);
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ name: 'Fresh bread' })
      .where('id', '=', goods.goodsId)
      .execute();
    expect(await codesFor('old name')).toEqual([]);
    expect(await codesFor('fresh bread')).toEqual([goods.barcode]);

    const extra = `XB${Date.now()}`;
    await t.ctx.db
      .insertInto('retailBarcode')
      .values({
        id: t.ctx.ids.next(),
        tenantId: 1300000000001,
        goodsId: goods.goodsId,
        barcode: extra,
        status: 1,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    expect(await codesFor(extra)).toEqual([goods.barcode]);
    await t.ctx.db.updateTable('retailBarcode').set({ isDelete: 1 }).where('barcode', '=', extra).execute();
    expect(await codesFor(extra)).toEqual([]);
    // the goods' own first barcode still finds it
    expect(await codesFor(goods.barcode)).toEqual([goods.barcode]);
  });
});
