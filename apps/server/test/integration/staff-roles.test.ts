import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../src/db/seed/index.ts';
import { STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { addVip } from '../support/retail-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface MenuNode {
  path: string;
  children: MenuNode[];
}

const MOBILE_REPORTS = [
  '/mobile/report/salesumm',
  '/mobile/report/goodssumm',
  '/mobile/report/vipsumm',
  '/mobile/report/categorysumm',
];

const pathsOf = (tree: MenuNode[]): string[] => tree.flatMap((n) => [n.path, ...pathsOf(n.children)]);

/** Audit points 1 and 8: every seeded role can work every screen of its menu. */
describe.each(databaseKinds())('seeded roles as a workable whole on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let cashier: Api;
  let seq = 0;

  const menuPaths = async (who: Api) => pathsOf(await who.ok.get<MenuNode[]>('/api/sysMenu/loginMenuTree'));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    cashier = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the cashier finds members signed up anywhere in the tenant on the member list, and signs new ones up', async () => {
    const cardNo = `RS${kind.slice(0, 2)}${Date.now() % 100000}${++seq}`;
    // signed up by the administrator (root org): outside the cashier's own data scope (self)
    const id = await addVip(admin, { cardNo, name: 'Head office member' });
    await admin.ok.post('/api/vip/topUp', { id, amount: 20, payMethod: 1 });

    const page = await cashier.ok.page<{ id: number }>('/api/vip/page', { cardNo });
    expect(page.items.map((v) => v.id)).toEqual([id]);
    expect((await cashier.ok.get<{ balance: number }>(`/api/vip/detail?id=${id}`)).balance).toBe(20);
    expect(
      (await cashier.ok.post<{ balance: number }>('/api/vip/topUp', { id, amount: 5, payMethod: 1 })).balance,
    ).toBe(25);

    const mine = await addVip(cashier, { cardNo: `${cardNo}C`, name: 'Walk-in' });
    const found = await cashier.ok.get<Array<{ id: number }>>(`/api/vip/lookup?keyword=${cardNo}C`);
    expect(found.map((v) => v.id)).toEqual([mine]);
  });

  it("the cashier's phone holds home, scan and orders, not the reports it may not read", async () => {
    const paths = await menuPaths(cashier);
    expect(paths).toEqual(expect.arrayContaining(['/mobile', '/mobile/barscan', '/mobile/orderlist']));
    for (const report of MOBILE_REPORTS) expect(paths).not.toContain(report);
    // what its phone screens call answers
    await cashier.ok.post('/api/saleOrder/page', { page: 1, pageSize: 10 });
    const buttons = await cashier.ok.get<string[]>('/api/sysMenu/ownBtnPermList');
    expect(buttons).toEqual(expect.arrayContaining(['mobile:sell', 'vip:add', 'vip:page']));
    expect(buttons.some((code) => code.startsWith('statistics:'))).toBe(false);
  });

  it('an installation seeded with the first cashier grant gets the current one, once', async () => {
    const menuId = async (where: { path?: string; permission?: string }) => {
      let query = t.ctx.db.selectFrom('sysMenu').select('id');
      if (where.path) query = query.where('path', '=', where.path).where('type', '=', 2);
      if (where.permission) query = query.where('permission', '=', where.permission);
      return Number((await query.executeTakeFirstOrThrow()).id);
    };
    const reportIds = await Promise.all(MOBILE_REPORTS.map((path) => menuId({ path })));
    const vipAdd = await menuId({ permission: 'vip:add' });
    // the first release: the reports granted, no vip:add, and this step not run yet
    await t.ctx.db
      .insertInto('sysRoleMenu')
      .values(reportIds.map((menuId) => ({ id: t.ctx.ids.next(), roleId: STAFF_ROLE.cashier, menuId })))
      .execute();
    await t.ctx.db
      .deleteFrom('sysRoleMenu')
      .where('roleId', '=', STAFF_ROLE.cashier)
      .where('menuId', '=', vipAdd)
      .execute();
    await t.ctx.db.deleteFrom('sysSeed').where('name', '=', 'cashier-grant:v2').execute();

    await seedAll(t.ctx.db, { adminPassword: 'ignored', now: Date.now(), ids: t.ctx.ids });
    await t.identity.accessCache.userChanged(STAFF_USER.cashier);
    const session = await signInAs(t, 'cashier', { headers: IN_ENGLISH });
    const paths = await menuPaths(session);
    for (const report of MOBILE_REPORTS) expect(paths).not.toContain(report);
    expect(await session.ok.get<string[]>('/api/sysMenu/ownBtnPermList')).toContain('vip:add');

    // a later start leaves what an administrator changed afterwards alone
    await t.ctx.db
      .deleteFrom('sysRoleMenu')
      .where('roleId', '=', STAFF_ROLE.cashier)
      .where('menuId', '=', vipAdd)
      .execute();
    await seedAll(t.ctx.db, { adminPassword: 'ignored', now: Date.now(), ids: t.ctx.ids });
    const held = await t.ctx.db
      .selectFrom('sysRoleMenu')
      .select('id')
      .where('roleId', '=', STAFF_ROLE.cashier)
      .where('menuId', '=', vipAdd)
      .executeTakeFirst();
    expect(held).toBeUndefined();
  });

  it('tells every signed-in user the paths of all menu routes, its own or not', async () => {
    const keeper = await signInAs(t, 'keeper', { headers: IN_ENGLISH });
    const paths = await keeper.ok.get<string[]>('/api/sysMenu/routePaths');
    expect(paths).toEqual(
      expect.arrayContaining(['/sale/order', '/platform/tenant', '/sale/order/detail/:id']),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(await menuPaths(keeper)).not.toContain('/sale/order');
    expect((await apiAs(t, null, IN_ENGLISH).get('/api/sysMenu/routePaths')).status).toBe(401);
  });
});
