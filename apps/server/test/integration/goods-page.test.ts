import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsRepository } from '../../src/modules/retail/goods/repository.ts';
import { paginate } from '../../src/platform/http/paging.ts';
import type { GoodsPageInput } from '@retail/contracts/api/retail/goods';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Catalogue {
  tenantId: number;
  admin: Api;
  top: number;
  child: number;
  supplier: number;
  goods: number[];
}

/**
 * The goods page runs its count and rows as statements compiled once per shape of filter and order: on each
 * database it answers what the same queries built per request answer, for every shape, in two tenants taking
 * turns on the same statements.
 */
describe.each(databaseKinds())('the goods page on %s', (kind) => {
  let t: TestApp;
  const tenants: Catalogue[] = [];

  /** Categories (a top one and a child), a supplier and goods named alike in each tenant. */
  async function catalogue(admin: Api, tenantId: number, tag: string): Promise<Catalogue> {
    const top = await admin.ok.post<number>('/api/goodsCategory/add', { name: `Top ${tag}` });
    const child = await admin.ok.post<number>('/api/goodsCategory/add', { name: `Child ${tag}`, pid: top });
    const supplier = await admin.ok.post<number>('/api/goodsSupplier/add', { name: `Supplier ${tag}` });
    const goods = [];
    for (let i = 0; i < 7; i++) {
      goods.push(
        await addGoods(admin, {
          code: `PG${tag}${i}`,
          name: `页面 shared word ${i % 3} ${tag}`,
          retailPrice: (i * 3) % 10,
          status: i % 4 === 0 ? 2 : 1,
          ...(i % 3 === 0 ? {} : { categoryId: i % 3 === 1 ? top : child }),
          ...(i % 2 === 0 ? { supplierId: supplier } : {}),
        }),
      );
    }
    return { tenantId, admin, top, child, supplier, goods };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const admin = await signInAs(t, 'superadmin');
    tenants.push(await catalogue(admin, DEFAULT_TENANT, 'a'));
    const other = await signInNewTenantAdmin(t, `Page tenant ${kind}`, `pageadm${kind.slice(0, 2)}`);
    tenants.push(await catalogue(other.admin, other.tenantId, 'b'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every filter, order and page as the queries built per request do, in both tenants', async () => {
    const goods = new GoodsRepository(t.ctx.db, kind);
    const requests = (c: Catalogue) => {
      const filters = [
        {},
        { keyword: '页面' },
        { keyword: '页' },
        { keyword: 'shared word 1' },
        { keyword: 'pg' },
        { categoryIds: [c.top, c.child] },
        { categoryIds: [c.child] },
        { categoryIds: [] },
        { supplierId: c.supplier },
        { status: 2 as const },
        { priceMin: 300, priceMax: 600 },
        { priceMin: 0 },
        { keyword: '页面', categoryIds: [c.top, c.child], supplierId: c.supplier, status: 1 as const },
        { keyword: 'shared', priceMax: 500, status: null, supplierId: null },
      ];
      const orders = [{}, { field: 'name', order: 'descend' }, { field: 'retailPrice', order: 'asc' }];
      const pages = [
        { page: 1, pageSize: 3 },
        { page: 2, pageSize: 3 },
        { page: 9, pageSize: 3 },
      ];
      return filters.flatMap((filter) =>
        orders.flatMap((order) =>
          pages.map((page) => ({ keyword: undefined, descStr: 'descending', ...page, ...order, ...filter })),
        ),
      );
    };
    for (const [index, request] of requests(tenants[0] as Catalogue).entries()) {
      // the tenants take turns on each shape
      for (const c of index % 2 === 0 ? tenants : [...tenants].reverse()) {
        const input = { ...request, ...requests(c)[index] } as GoodsPageInput & { categoryIds?: number[] };
        const { query, count, sort } = goods.filteredQuery(c.tenantId, input);
        const plain = await paginate(query, input, { ...sort, maxPageSize: 100 }, count);
        const shaped = await goods.page(c.tenantId, input, 100);
        expect(shaped, JSON.stringify(input)).toEqual(plain);
        for (const row of shaped.items) expect(c.goods).toContain(row.id);
      }
    }
  });

  it("answers one tenant's goods only, whichever tenant asked the same page before", async () => {
    for (const c of [...tenants, ...tenants]) {
      const page = await c.admin.ok.page<{ id: number }>('/api/goods/page', {
        keyword: '页面',
        pageSize: 100,
      });
      expect(page.items.map((g) => g.id).sort()).toEqual([...c.goods].sort());
    }
  });

  it('answers a category that is gone with an empty page', async () => {
    const { admin } = tenants[0] as Catalogue;
    const page = await admin.ok.page('/api/goods/page', { categoryId: 999_999_999 });
    expect(page).toMatchObject({ total: 0, items: [] });
  });
});
