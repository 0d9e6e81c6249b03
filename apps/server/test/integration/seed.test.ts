import { MenuType } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../src/db/seed/index.ts';
import { flattenMenus, menuTrees, PLATFORM_MENU_ID } from '../../src/db/seed/menus/index.ts';
import { grantedMenuIds, ROLE_GRANTS, STAFF_ORG, STAFF_ROLE, STAFF_USER } from '../../src/db/seed/staff.ts';
import { signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, ROOT_ORG } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface UserInfo {
  account: string;
  accountType: number;
  orgId: number;
  orgName: string | null;
  posName: string | null;
  buttons: string[];
  roleIds: number[];
}

async function userInfo(t: TestApp, account: string): Promise<UserInfo> {
  return (await signInAs(t, account)).ok.get<UserInfo>('/api/sysAuth/userInfo');
}

/** Row counts of every table the staff seed writes. */
async function counts(t: TestApp) {
  const db = t.ctx.db;
  const n = async (table: 'sysOrg' | 'sysPos' | 'sysRole' | 'sysUser' | 'sysUserRole' | 'sysRoleMenu') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    orgs: await n('sysOrg'),
    positions: await n('sysPos'),
    roles: await n('sysRole'),
    users: await n('sysUser'),
    userRoles: await n('sysUserRole'),
    roleMenus: await n('sysRoleMenu'),
  };
}

describe('seeded menu grants (no database)', () => {
  const rows = flattenMenus(menuTrees, 0);
  const platformIds = new Set<number>();
  const walk = (id: number) => {
    platformIds.add(id);
    for (const r of rows.filter((x) => x.pid === id)) walk(r.id as number);
  };
  walk(PLATFORM_MENU_ID);

  it('grants staff roles nothing of the platform area, and every granted button with its screen', () => {
    const byId = new Map(rows.map((r) => [r.id as number, r]));
    for (const grant of Object.values(ROLE_GRANTS)) {
      const ids = new Set(grantedMenuIds(menuTrees, grant));
      for (const id of ids) {
        expect(platformIds.has(id)).toBe(false);
        const row = byId.get(id);
        expect(row).toBeDefined();
        if (row?.pid) expect(ids.has(row.pid as number)).toBe(true);
      }
    }
  });

  it('refuses an unknown menu name or button code', () => {
    expect(() => grantedMenuIds(menuTrees, { codes: ['goods:fly'] })).toThrow(/goods:fly/);
    expect(() => grantedMenuIds(menuTrees, { whole: ['nowhere'] })).toThrow(/nowhere/);
  });

  it('lands on the sale order list: /sale/order, pinned, with the component the web app loads', () => {
    const order = rows.find((r) => r.name === 'saleOrder');
    expect(order).toMatchObject({
      path: '/sale/order',
      component: '/sale/order/index',
      isAffix: 1,
      isHide: 0,
    });
    const mobile = rows.filter((r) => r.path?.startsWith('/mobile') && r.type !== MenuType.Button);
    expect(mobile.length).toBe(8);
    expect(mobile.every((r) => r.isHide === 1)).toBe(true);
    expect(rows.find((r) => r.name === 'mobile')?.component).toBe('MobileLayout');
  });
});

describe.each(databaseKinds())('seeded organisation, roles and staff on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds the org tree under the root org and the positions of the default tenant', async () => {
    const orgs = await t.ctx.db
      .selectFrom('sysOrg')
      .select(['id', 'pid', 'name', 'type', 'tenantId'])
      .where('pid', '=', ROOT_ORG)
      .orderBy('orderNo')
      .execute();
    expect(orgs.map((o) => [Number(o.id), o.name, o.type, Number(o.tenantId)])).toEqual([
      [STAFF_ORG.storeA, '门店A', '201', DEFAULT_TENANT],
      [STAFF_ORG.storeB, '门店B', '201', DEFAULT_TENANT],
      [STAFF_ORG.warehouse, '中心仓库', '301', DEFAULT_TENANT],
      [STAFF_ORG.finance, '财务部', '401', DEFAULT_TENANT],
    ]);
    const positions = await t.ctx.db.selectFrom('sysPos').select('name').orderBy('orderNo').execute();
    expect(positions.map((p) => p.name)).toEqual(['店长', '收银员', '仓管员', '会计']);
    const roles = await t.ctx.db
      .selectFrom('sysRole')
      .select(['code', 'dataScope'])
      .orderBy('orderNo')
      .execute();
    expect(roles).toEqual([
      { code: 'sys_admin', dataScope: 1 },
      { code: 'store_manager', dataScope: 2 },
      { code: 'cashier', dataScope: 4 },
      { code: 'stock_keeper', dataScope: 3 },
    ]);
  });

  it('the cashier signs in with the seed password and holds only the counter buttons', async () => {
    const info = await userInfo(t, 'cashier');
    expect(info).toMatchObject({
      account: 'cashier',
      accountType: 777,
      orgId: STAFF_ORG.storeA,
      orgName: '门店A',
      posName: '收银员',
      roleIds: [STAFF_ROLE.cashier],
    });
    expect(info.buttons).toEqual(
      expect.arrayContaining([
        'saleOrder:page',
        'saleOrder:detail',
        'saleOrder:add',
        'saleOrder:print',
        'vip:topUp',
        'goods:page',
        'goodsBarcode:page',
        'mobile:sell',
      ]),
    );
    for (const code of [
      'goods:delete',
      'sysUser:page',
      'saleOrder:refund',
      'vip:delete',
      'stockAdjust:page',
    ]) {
      expect(info.buttons).not.toContain(code);
    }
  });

  it('the manager runs the store: every retail button, user and role lists read only', async () => {
    const info = await userInfo(t, 'manager');
    expect(info.roleIds).toEqual([STAFF_ROLE.storeManager]);
    expect(info.buttons).toEqual(
      expect.arrayContaining([
        'goods:delete',
        'saleOrder:refund',
        'stockAdjust:confirm',
        'vip:balanceLog',
        'statistics:export',
        'sysUser:page',
        'sysRole:page',
      ]),
    );
    for (const code of ['sysUser:add', 'sysRole:grantMenu', 'sysTenant:page', 'sysConfig:page']) {
      expect(info.buttons).not.toContain(code);
    }
  });

  it('the stock keeper works in the warehouse on goods, barcodes and stock, not sales', async () => {
    const info = await userInfo(t, 'keeper');
    expect(info).toMatchObject({ orgId: STAFF_ORG.warehouse, orgName: '中心仓库', posName: '仓管员' });
    expect(info.buttons).toEqual(
      expect.arrayContaining(['goods:update', 'goodsBarcode:print', 'barcodeStock:page', 'stockAdjust:void']),
    );
    for (const code of ['saleOrder:page', 'vip:page', 'goodsCategory:add', 'statistics:sale']) {
      expect(info.buttons).not.toContain(code);
    }
  });

  it('gives the admin the sys_admin role, which holds every menu of the tenant and none of the platform', async () => {
    const info = await userInfo(t, 'admin');
    expect(info.roleIds).toEqual([STAFF_ROLE.sysAdmin]);
    const granted = await t.ctx.db
      .selectFrom('sysRoleMenu')
      .select('menuId')
      .where('roleId', '=', STAFF_ROLE.sysAdmin)
      .execute();
    const tenant = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT)
      .execute();
    const sorted = (rows: { menuId: number }[]) => rows.map((r) => Number(r.menuId)).sort((a, b) => a - b);
    expect(sorted(granted)).toEqual(sorted(tenant));
    expect(sorted(granted)).not.toContain(PLATFORM_MENU_ID);
    expect(sorted(granted)).toContain(1320000000121); // saleOrder:page
  });

  it('seeding again adds nothing and never re-grants what a user took away', async () => {
    const addButton = await t.ctx.db
      .selectFrom('sysMenu')
      .select('id')
      .where('permission', '=', 'saleOrder:add')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .deleteFrom('sysRoleMenu')
      .where('roleId', '=', STAFF_ROLE.cashier)
      .where('menuId', '=', addButton.id)
      .execute();
    await t.ctx.db
      .updateTable('sysUser')
      .set({ realName: '前台' })
      .where('id', '=', STAFF_USER.cashier)
      .execute();
    const before = await counts(t);

    await seedAll(t.ctx.db, { adminPassword: 'ignored-on-reseed', now: Date.now(), ids: t.ctx.ids });

    expect(await counts(t)).toEqual(before);
    const regranted = await t.ctx.db
      .selectFrom('sysRoleMenu')
      .select('id')
      .where('roleId', '=', STAFF_ROLE.cashier)
      .where('menuId', '=', addButton.id)
      .executeTakeFirst();
    expect(regranted).toBeUndefined();
    const cashier = await t.ctx.db
      .selectFrom('sysUser')
      .select('realName')
      .where('id', '=', STAFF_USER.cashier)
      .executeTakeFirstOrThrow();
    expect(cashier.realName).toBe('前台');

    // the cashier still signs in with the first seed password; the new one was never applied
    await t.identity.accessCache.userChanged(STAFF_USER.cashier);
    const info = await userInfo(t, 'cashier');
    expect(info.buttons).toContain('saleOrder:page');
    expect(info.buttons).not.toContain('saleOrder:add');
  });
});
