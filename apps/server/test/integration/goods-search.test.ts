import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { insertBarcode } from '../support/retail-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const OTHER_TENANT = 1300000000999;

/**
 * The goods keyword (code, name or any live barcode contains it, ignoring case) stays right as goods and
 * barcodes change: every answer is compared with a plain "contains" over the tenant's live goods.
 */
describe.each(databaseKinds())('goods keyword search on %s', (kind) => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'superadmin');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function codesFor(keyword: string, filter: Record<string, unknown> = {}): Promise<string[]> {
    const page = await admin.ok.page<{ code: string }>('/api/goods/page', {
      page: 1,
      pageSize: 100,
      keyword,
      ...filter,
    });
    expect(page.total).toBe(page.items.length);
    return page.items.map((g) => g.code).sort();
  }

  /** The codes of the tenant's live goods whose code, name or a live barcode contains the keyword. */
  async function expected(keyword: string): Promise<string[]> {
    const goods = await t.ctx.db
      .selectFrom('retailGoods')
      .select(['id', 'code', 'name'])
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('isDelete', '=', 0)
      .execute();
    const barcodes = await t.ctx.db
      .selectFrom('retailBarcode')
      .select(['goodsId', 'barcode'])
      .where('tenantId', '=', DEFAULT_TENANT)
      .where('isDelete', '=', 0)
      .execute();
    const k = keyword.toLowerCase();
    return goods
      .filter(
        (g) =>
          g.code.toLowerCase().includes(k) ||
          g.name.toLowerCase().includes(k) ||
          barcodes.some((b) => b.goodsId === g.id && b.barcode.toLowerCase().includes(k)),
      )
      .map((g) => g.code)
      .sort();
  }

  async function rename(goodsId: number, name: string) {
    await t.ctx.db.updateTable('retailGoods').set({ name }).where('id', '=', goodsId).execute();
  }

  async function addBarcode(goodsId: number, barcode: string, tenantId = DEFAULT_TENANT) {
    await t.ctx.db
      .insertInto('retailBarcode')
      .values({
        id: t.ctx.ids.next(),
        tenantId,
        goodsId,
        barcode,
        status: 1,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
  }

  /** Every keyword answers what a plain case-insensitive "contains" finds, and at least `least` goods. */
  async function expectContains(keywords: string[], least = 0) {
    for (const keyword of keywords) {
      const want = await expected(keyword);
      expect(want.length, keyword).toBeGreaterThanOrEqual(least);
      expect(await codesFor(keyword), keyword).toEqual(want);
    }
  }

  it('finds goods by part of the code, the name or a barcode, case-insensitively, short or long', async () => {
    const milk = await insertBarcode(t.ctx, { prefix: 'MILKx' });
    await rename(milk.goodsId, '鲜牛奶 Whole Milk 1L');
    const tea = await insertBarcode(t.ctx, { prefix: 'TEAx' });
    await rename(tea.goodsId, 'Green tea 100%_pure');
    const yogurt = await insertBarcode(t.ctx, { prefix: 'YOGx' });
    await rename(yogurt.goodsId, '酸奶 Yogurt');

    expect(await codesFor('牛奶')).toEqual([milk.barcode]);
    expect(await codesFor('whole milk')).toEqual([milk.barcode]);
    expect(await codesFor('GREEN')).toEqual([tea.barcode]);
    expect(await codesFor(tea.barcode.slice(2, 9))).toEqual([tea.barcode]);
    expect(await codesFor('奶')).toEqual([milk.barcode, yogurt.barcode].sort());
    // wildcards are literal text
    expect(await codesFor('0%_p')).toEqual([tea.barcode]);
    expect(await codesFor('%')).toEqual([tea.barcode]);
    expect(await codesFor('_')).toEqual([tea.barcode]);
    expect(await codesFor('no such goods')).toEqual([]);
    // one, two and three or more characters, CJK and Latin, in any case, spanning words
    await expectContains(
      ['奶', '酸奶', '鲜牛奶', 'm', 'M', 'mI', 'Mi', 'ilk', 'MILK', 'a 1', 'k 1l', '1L', 'x', 'Yo'],
      1,
    );
    await expectContains(['t 奶', 'milkz', '奶酸', 'qq']);
    // a keyword never matches across two texts (name end + code start)
    expect(await codesFor(`1l${milk.barcode.slice(0, 3)}`)).toEqual([]);
  });

  it('pages a short keyword in code order with the right total, and combines it with other filters', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const goods = await insertBarcode(t.ctx, { prefix: `PGx${i}` });
      await rename(goods.goodsId, `分页 item ${i}`);
      made.push(goods.barcode);
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await admin.ok.page<{ code: string }>('/api/goods/page', {
        page,
        pageSize: 2,
        keyword: '分页',
      });
      expect(result.total).toBe(5);
      seen.push(...result.items.map((g) => g.code));
    }
    expect(seen).toEqual([...made].sort());
    const off = made[1] as string;
    await t.ctx.db.updateTable('retailGoods').set({ status: 2 }).where('code', '=', off).execute();
    expect(await codesFor('分页', { status: 1 })).toEqual(made.filter((c) => c !== off).sort());
    expect(await codesFor('分页', { status: 2 })).toEqual([off]);
  });

  it('follows renames, new, moved and deleted barcodes and deleted goods', async () => {
    const goods = await insertBarcode(t.ctx, { prefix: 'RNx' });
    await rename(goods.goodsId, 'Old name 旧名');
    expect(await codesFor('old name')).toEqual([goods.barcode]);
    expect(await codesFor('旧名')).toEqual([goods.barcode]);
    await rename(goods.goodsId, 'Fresh bread 面包');
    expect(await codesFor('old name')).toEqual([]);
    expect(await codesFor('旧')).toEqual([]);
    expect(await codesFor('fresh bread')).toEqual([goods.barcode]);
    expect(await codesFor('面包')).toEqual([goods.barcode]);

    const extra = `XB${Date.now()}`;
    await addBarcode(goods.goodsId, extra);
    expect(await codesFor(extra)).toEqual([goods.barcode]);
    expect(await codesFor(extra.slice(-2))).toEqual(await expected(extra.slice(-2)));
    await t.ctx.db.updateTable('retailBarcode').set({ isDelete: 1 }).where('barcode', '=', extra).execute();
    expect(await codesFor(extra)).toEqual([]);
    // the goods' own first barcode still finds it
    expect(await codesFor(goods.barcode)).toEqual([goods.barcode]);

    // a barcode moved to other goods, then deleted for good
    const other = await insertBarcode(t.ctx, { prefix: 'MVx' });
    const moving = `MV${Date.now()}`;
    await addBarcode(goods.goodsId, moving);
    expect(await codesFor(moving)).toEqual([goods.barcode]);
    await t.ctx.db
      .updateTable('retailBarcode')
      .set({ goodsId: other.goodsId })
      .where('barcode', '=', moving)
      .execute();
    expect(await codesFor(moving)).toEqual([other.barcode]);
    await t.ctx.db.deleteFrom('retailBarcode').where('barcode', '=', moving).execute();
    expect(await codesFor(moving)).toEqual([]);

    // a new code, then a soft-deleted goods, then a removed row
    const code = `NC${Date.now()}`;
    await t.ctx.db.updateTable('retailGoods').set({ code }).where('id', '=', goods.goodsId).execute();
    expect(await codesFor(code.toLowerCase())).toEqual([code]);
    await t.ctx.db.updateTable('retailGoods').set({ isDelete: 1 }).where('id', '=', goods.goodsId).execute();
    expect(await codesFor('面包')).toEqual([]);
    expect(await codesFor(goods.barcode)).toEqual([]);
    await t.ctx.db.deleteFrom('retailGoods').where('id', '=', other.goodsId).execute();
    expect(await codesFor(other.barcode)).toEqual([]);
    await expectContains(['b', 'nc', 'mv', 'rn', '面']);
  });

  it("never shows another tenant's goods", async () => {
    const mine = await insertBarcode(t.ctx, { prefix: 'TNx' });
    await rename(mine.goodsId, '租户 shared word');
    const theirs = await insertBarcode(t.ctx, { prefix: 'TNy', tenantId: OTHER_TENANT });
    await t.ctx.db
      .updateTable('retailGoods')
      .set({ name: '租户 shared word' })
      .where('id', '=', theirs.goodsId)
      .execute();
    await addBarcode(theirs.goodsId, `OT${Date.now()}`, OTHER_TENANT);
    for (const keyword of ['租户', '租', 'shared word', 'TNy', theirs.barcode]) {
      expect(await codesFor(keyword), keyword).not.toContain(theirs.barcode);
    }
    expect(await codesFor('租户')).toEqual([mine.barcode]);
    expect(await codesFor('OT')).toEqual(await expected('OT'));
  });
});
