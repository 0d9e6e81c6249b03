import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { expectRetailInvariants } from '../support/retail-invariants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

interface Node {
  id: number;
  name: string;
  children: Node[];
}

describe.each(databaseKinds())('retail categories, suppliers and goods on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}`;

  /** A row of another tenant, inserted directly. */
  async function foreign(table: 'retailCategory' | 'retailSupplier' | 'retailGoods'): Promise<number> {
    const id = t.ctx.ids.next();
    const base = {
      id,
      tenantId: t.ctx.ids.next(),
      name: `Foreign ${id}`,
      createTime: Date.now(),
      isDelete: 0,
    };
    if (table === 'retailGoods') {
      await t.ctx.db
        .insertInto('retailGoods')
        .values({
          ...base,
          code: `F${id}`,
          costPrice: 0,
          retailPrice: 100,
          memberPrice: 100,
          minStock: 0,
          status: 1,
        })
        .execute();
    } else {
      await t.ctx.db
        .insertInto(table)
        .values({ ...base, orderNo: 1, status: 1 })
        .execute();
    }
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
  });
  afterEach(async () => {
    await expectRetailInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps categories a tree: add, move, refuse cycles, refuse deleting with children or goods', async () => {
    const root = await admin.ok.post<number>('/api/goodsCategory/add', {
      name: uniq('Clothes'),
      code: uniq('CL'),
    });
    const child = await admin.ok.post<number>('/api/goodsCategory/add', { name: uniq('Shirts'), pid: root });
    const grandchild = await admin.ok.post<number>('/api/goodsCategory/add', {
      name: uniq('Polo'),
      pid: child,
    });
    const tree = (await admin.get('/api/goodsCategory/list')).json.result as Node[];
    const rootNode = tree.find((n) => n.id === root) as Node;
    expect(rootNode.children.map((c) => c.id)).toEqual([child]);
    expect(rootNode.children[0]?.children.map((c) => c.id)).toEqual([grandchild]);

    for (const pid of [root, grandchild]) {
      const cycle = await admin.post('/api/goodsCategory/update', { id: root, pid });
      expect(cycle.json.code).toBe(400);
      expect(cycle.json.message).toContain('under itself');
    }
    const missingParent = await admin.post('/api/goodsCategory/add', { name: 'x', pid: 12345 });
    expect(missingParent.json.message).toContain('parent category does not exist');
    const noName = await admin.post('/api/goodsCategory/add', { name: ' ' });
    expect(noName.json.code).toBe(400);
    expect(noName.json.message).toContain('name');

    await admin.ok.post('/api/goodsCategory/update', { id: grandchild, pid: root, name: 'Polo shirts' });
    const moved = (await admin.get('/api/goodsCategory/list')).json.result as Node[];
    expect(
      moved
        .find((n) => n.id === root)
        ?.children.map((c) => c.id)
        .sort(),
    ).toEqual([child, grandchild].sort());

    const withChildren = await admin.post('/api/goodsCategory/delete', { id: root });
    expect(withChildren.json.message).toContain('2 sub-categor');
    const goods = await admin.ok.post<number>('/api/goods/add', {
      code: uniq('G'),
      name: 'Polo',
      retailPrice: 10,
      categoryId: child,
    });
    const withGoods = await admin.post('/api/goodsCategory/delete', { id: child });
    expect(withGoods.json.message).toContain('1 goods');
    await admin.ok.post('/api/goods/delete', { id: goods });
    await admin.ok.post('/api/goodsCategory/delete', { id: child });
    expect((await admin.post('/api/goodsCategory/delete', { id: child })).json.code).toBe(404);

    const other = await foreign('retailCategory');
    expect((await admin.post('/api/goodsCategory/update', { id: other, name: 'mine' })).json.code).toBe(404);
    expect((await admin.post('/api/goodsCategory/delete', { id: other })).json.code).toBe(404);
    expect((await admin.post('/api/goodsCategory/add', { name: 'x', pid: other })).json.code).toBe(400);
    const all = JSON.stringify((await admin.get('/api/goodsCategory/list')).json.result);
    expect(all).not.toContain(`Foreign ${other}`);
  });

  it('manages suppliers: page with keyword, unique names, status, delete guard, export', async () => {
    const name = uniq('Acme Textiles ');
    const id = await admin.ok.post<number>('/api/goodsSupplier/add', {
      name,
      contact: 'Ms Li',
      phone: '13900000001',
    });
    await admin.ok.post('/api/goodsSupplier/add', { name: uniq('Other Supplier ') });
    const dup = await admin.post('/api/goodsSupplier/add', { name: name.toUpperCase() });
    expect(dup.json.code).toBe(409);
    expect(dup.json.message).toContain('name');
    const page = await admin.ok.page<{ id: number }>('/api/goodsSupplier/page', {
      keyword: '13900000001',
    });
    expect(page.items.map((s) => s.id)).toEqual([id]);
    expect((await admin.post('/api/goodsSupplier/page', { field: 'tenantId' })).json.code).toBe(400);

    await admin.ok.post('/api/goodsSupplier/setStatus', { id, status: 2 });
    const disabled = await admin.ok.page<{ id: number }>('/api/goodsSupplier/page', { status: 2 });
    expect(disabled.items.map((s) => s.id)).toContain(id);
    expect((await admin.post('/api/goodsSupplier/setStatus', { id, status: 3 })).json.code).toBe(400);

    const file = await downloadXlsx(t.app, '/api/goodsSupplier/export', { keyword: name }, admin.headers);
    const rows = await readXlsx(file);
    expect(rows[0]?.slice(0, 3)).toEqual(['Name', 'Code', 'Contact']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([name]);

    const goods = await admin.ok.post<number>('/api/goods/add', {
      code: uniq('S'),
      name: 'x',
      retailPrice: 1,
      supplierId: id,
    });
    expect((await admin.post('/api/goodsSupplier/delete', { id })).json.message).toContain('1 goods');
    await admin.ok.post('/api/goods/delete', { id: goods });
    await admin.ok.post('/api/goodsSupplier/delete', { id });

    const other = await foreign('retailSupplier');
    expect((await admin.post('/api/goodsSupplier/update', { id: other, name: 'mine' })).json.code).toBe(404);
    expect((await admin.post('/api/goodsSupplier/delete', { id: other })).json.code).toBe(404);
  });

  it('adds goods with prices in yuan, validates fields, pages with filters and exports', async () => {
    const top = await admin.ok.post<number>('/api/goodsCategory/add', { name: uniq('Food') });
    const sub = await admin.ok.post<number>('/api/goodsCategory/add', { name: uniq('Snacks'), pid: top });
    const code = uniq('TEA');
    const id = await admin.ok.post<number>('/api/goods/add', {
      code,
      name: 'Green tea',
      categoryId: sub,
      costPrice: '3.5',
      retailPrice: 9.9,
      minStock: 5,
      images: ['/upload/2026/tea.png', 'https://cdn.example.com/tea2.jpg'],
    });
    const row = await t.ctx.db
      .selectFrom('retailGoods')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenantId: DEFAULT_TENANT,
      costPrice: 350,
      retailPrice: 990,
      memberPrice: 990,
    });
    const detail = (await admin.get(`/api/goods/detail?id=${id}`)).json.result as Record<string, unknown>;
    expect(detail).toMatchObject({
      code,
      retailPrice: 9.9,
      memberPrice: 9.9,
      costPrice: 3.5,
      stockQty: 0,
      barcodes: [],
    });
    expect(detail.images).toEqual(['/upload/2026/tea.png', 'https://cdn.example.com/tea2.jpg']);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: uniq('B'), name: 'x', retailPrice: '1.234' }, 'retailPrice'],
      [{ code: uniq('B'), name: 'x', retailPrice: -1 }, 'retailPrice'],
      [{ code: 'bad code!', name: 'x', retailPrice: 1 }, 'code'],
      [{ code: uniq('B'), name: '', retailPrice: 1 }, 'name'],
      [{ code: uniq('B'), name: 'x', retailPrice: 1, images: ['javascript:alert(1)'] }, 'images'],
      [{ code: uniq('B'), name: 'x', retailPrice: 1, stockQty: 5 }, 'stockQty'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/goods/add', body);
      expect(res.json.code, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    const taken = await admin.post('/api/goods/add', { code: code.toLowerCase(), name: 'x', retailPrice: 1 });
    expect(taken.json.code).toBe(409);
    expect(taken.json.message).toContain(code.toLowerCase());
    const badCategory = await admin.post('/api/goods/add', {
      code: uniq('B'),
      name: 'x',
      retailPrice: 1,
      categoryId: 42,
    });
    expect(badCategory.json.message).toContain('Category 42 does not exist');

    const cheap = await admin.ok.post<number>('/api/goods/add', {
      code: uniq('TEA'),
      name: 'Black tea',
      retailPrice: 2,
      memberPrice: 1.8,
    });
    const byCategory = await admin.ok.page<{ id: number; categoryName: string }>('/api/goods/page', {
      categoryId: top,
    });
    expect(byCategory.items.map((g) => g.id)).toEqual([id]);
    const byPrice = await admin.ok.page<{ id: number }>('/api/goods/page', {
      keyword: 'tea',
      priceMin: 1,
      priceMax: '5',
    });
    expect(byPrice.items.map((g) => g.id)).toEqual([cheap]);
    const sorted = await admin.ok.page<{ id: number }>('/api/goods/page', {
      keyword: 'tea',
      field: 'retailPrice',
      order: 'descending',
    });
    expect(sorted.items.map((g) => g.id)).toEqual([id, cheap]);

    await admin.ok.post('/api/goods/setStatus', { id: cheap, status: 2 });
    const offSale = await admin.ok.page<{ id: number }>('/api/goods/page', {
      keyword: 'tea',
      status: 2,
    });
    expect(offSale.items.map((g) => g.id)).toEqual([cheap]);
    await admin.ok.post('/api/goods/update', { id: cheap, retailPrice: '2.50', images: [] });
    expect((await admin.get(`/api/goods/detail?id=${cheap}`)).json.result).toMatchObject({
      retailPrice: 2.5,
      memberPrice: 1.8,
      name: 'Black tea',
      images: [],
    });

    const file = await downloadXlsx(t.app, '/api/goods/export', { keyword: 'tea' }, admin.headers);
    const rows = await readXlsx(file);
    expect(rows[0]?.slice(0, 2)).toEqual(['Code', 'Name']);
    expect(rows.slice(1).map((r) => [r[0], r[8]])).toEqual(
      [
        [code, 9.9],
        [
          (
            await t.ctx.db
              .selectFrom('retailGoods')
              .select('code')
              .where('id', '=', cheap)
              .executeTakeFirstOrThrow()
          ).code,
          2.5,
        ],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    const other = await foreign('retailGoods');
    expect((await admin.get(`/api/goods/detail?id=${other}`)).json.code).toBe(404);
    expect((await admin.post('/api/goods/update', { id: other, name: 'mine' })).json.code).toBe(404);
    expect((await admin.post('/api/goods/setStatus', { id: other, status: 2 })).json.code).toBe(404);
    expect((await admin.post('/api/goods/delete', { id: other })).json.code).toBe(404);
    const foreignCat = await foreign('retailCategory');
    expect((await admin.post('/api/goods/update', { id, categoryId: foreignCat })).json.code).toBe(400);
  });

  it('deletes goods without stock history (freeing the code) and refuses goods whose barcode moved stock', async () => {
    const code = uniq('DEL');
    const id = await admin.ok.post<number>('/api/goods/add', { code, name: 'x', retailPrice: 1 });
    await admin.ok.post('/api/goodsBarcode/add', { goodsId: id });
    await admin.ok.post('/api/goods/delete', { id });
    expect(
      await t.ctx.db.selectFrom('retailBarcode').select('id').where('goodsId', '=', id).execute(),
    ).toEqual([]);
    expect(await t.ctx.db.selectFrom('retailStock').select('id').where('goodsId', '=', id).execute()).toEqual(
      [],
    );
    const again = await admin.ok.post<number>('/api/goods/add', { code, name: 'x again', retailPrice: 1 });
    expect(again).not.toBe(id);
    expect((await admin.post('/api/goods/detail', {})).status).toBe(404);
  });
});
