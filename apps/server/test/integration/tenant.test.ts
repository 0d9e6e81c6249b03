import { AccountType, MenuType, Status, STRONG_PASSWORD } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_MENU_ID } from '../../src/db/seed/menus/index.ts';
import { type Api, apiAs, attemptSignIn, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole } from '../support/fixtures.ts';
import { pluginButtonCodes } from '../support/plugins.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface RouteNode {
  id: number;
  pid: number;
  path: string;
  meta: { title: string };
  children: RouteNode[];
}
interface Credential {
  id: number;
  adminAccount: string;
  password: string;
}
interface TenantItem {
  id: number;
  name: string;
  orgId: number;
  userId: number;
  adminAccount: string | null;
  phone: string | null;
  email: string | null;
  host: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
}

const SYSTEM_DIR = 1310000000101;
const USER_MENU = 1310000000111;
const USER_PAGE_BUTTON = USER_MENU + 1;
const ROLE_MENU = 1310000000131;
const TENANT_MENU = 1311000000020;

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe.each(databaseKinds())('tenants on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let admin: Api;

  const tree = (who: Api) => who.ok.get<RouteNode[]>('/api/sysMenu/loginMenuTree');
  const grantOf = (tenantId: number) => root.ok.get<number[]>(`/api/sysTenant/ownMenuList?Id=${tenantId}`);
  const tenantCount = async () => (await t.ctx.db.selectFrom('sysTenant').select('id').execute()).length;
  const platformIds = async () => {
    const rows = await t.ctx.db
      .selectFrom('sysMenu')
      .select(['id', 'pid'])
      .where('isDelete', '=', 0)
      .execute();
    const out = new Set([PLATFORM_MENU_ID]);
    for (let grew = true; grew;) {
      grew = false;
      for (const r of rows) {
        if (out.has(r.pid) && !out.has(r.id)) {
          out.add(r.id);
          grew = true;
        }
      }
    }
    return out;
  };
  /** Button codes among the given menu ids (enabled, live). */
  /** the button codes among the menus, less the plugins' (no tenant has a plugin enabled here) */
  const codesOf = async (menuIds: number[]) => {
    const ofPlugins = await pluginButtonCodes(t);
    const rows = await t.ctx.db
      .selectFrom('sysMenu')
      .select('permission')
      .where('id', 'in', menuIds)
      .where('type', '=', MenuType.Button)
      .where('isDelete', '=', 0)
      .where('status', '=', Status.Enable)
      .execute();
    return [...new Set(rows.map((r) => r.permission as string))].filter((c) => !ofPlugins.has(c)).sort();
  };
  const issued: string[] = [];
  const addTenant = async (body: Record<string, unknown>) => {
    const created = await root.ok.post<Credential>('/api/sysTenant/add', body);
    issued.push(created.password);
    return created;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    root = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a tenant with root org, admin and the default grant; its admin sees only that grant', async () => {
    const created = await addTenant({
      name: 'North Shop',
      adminAccount: 'northadmin',
      phone: '13800138000',
      email: 'north@example.com',
      remark: 'first',
    });
    expect(created.adminAccount).toBe('northadmin');
    expect(created.password).toMatch(STRONG_PASSWORD);

    const tenant = await t.ctx.db
      .selectFrom('sysTenant')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ name: 'North Shop', status: Status.Enable, phone: '13800138000' });
    const org = await t.ctx.db
      .selectFrom('sysOrg')
      .selectAll()
      .where('id', '=', tenant.orgId)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ tenantId: created.id, pid: 0, name: 'North Shop' });
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .selectAll()
      .where('id', '=', tenant.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      tenantId: created.id,
      account: 'northadmin',
      accountType: AccountType.SysAdmin,
      orgId: org.id,
      status: Status.Enable,
    });
    expect(user.password).not.toContain(created.password);

    // the default grant: every live menu outside the platform area
    const platform = await platformIds();
    const live = await t.ctx.db.selectFrom('sysMenu').select('id').where('isDelete', '=', 0).execute();
    const expected = live
      .map((r) => r.id)
      .filter((id) => !platform.has(id))
      .sort((a, b) => a - b);
    const grant = await grantOf(created.id);
    expect(grant).toEqual(expected);

    const north = await signInAs(t, 'northadmin', { password: created.password });
    const ids = flatten(await tree(north)).map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => platform.has(id))).toEqual([]);
    const granted = new Set(grant);
    expect(ids.every((id) => granted.has(id))).toBe(true);
    const codes = await north.ok.get<string[]>('/api/sysMenu/ownBtnPermList');
    expect(codes).toEqual(await codesOf(grant));
    expect(codes).not.toContain('sysTenant:add');
    // a tenant admin holds no platform code
    expect((await north.post('/api/sysTenant/page', {})).json.code).toBe(403);
    expect(
      (await north.post('/api/sysMenu/add', { pid: 0, type: 1, title: 'x', path: '/x' })).json.code,
    ).toBe(403);
  });

  it('grants a chosen menu list with its ancestors; the admin sees exactly that', async () => {
    const created = await addTenant({
      name: 'South Shop',
      adminAccount: 'southadmin',
      menuIdList: [USER_MENU, USER_PAGE_BUTTON, USER_PAGE_BUTTON],
    });
    expect(await grantOf(created.id)).toEqual([SYSTEM_DIR, USER_MENU, USER_PAGE_BUTTON]);
    const south = await signInAs(t, 'southadmin', { password: created.password });
    const nodes = await tree(south);
    expect(nodes.map((n) => n.id)).toEqual([SYSTEM_DIR]);
    expect(nodes[0]?.children.map((n) => n.id)).toEqual([USER_MENU]);
    expect(nodes[0]?.children[0]?.children).toEqual([]);
    expect(await south.ok.get<string[]>('/api/sysMenu/ownBtnPermList')).toEqual(['sysUser:page']);
  });

  it('refuses duplicates, bad input and platform menus, creating nothing', async () => {
    const before = await tenantCount();
    const users = (await t.ctx.db.selectFrom('sysUser').select('id').execute()).length;
    const refuse = async (body: Record<string, unknown>, code: number, reason?: string) => {
      const res = await root.post('/api/sysTenant/add', body);
      expect(res.json.code, JSON.stringify(body)).toBe(code);
      if (reason) expect((res.json.extras as { reason: string }).reason).toBe(reason);
      return res;
    };
    const dupAccount = await refuse({ name: 'Dup Shop', adminAccount: 'admin' }, 409, 'record.duplicate');
    expect(dupAccount.json.message).toContain('adminAccount');
    await refuse({ name: 'Dup Shop', adminAccount: 'NorthAdmin' }, 409, 'record.duplicate');
    await refuse({ name: 'north shop', adminAccount: 'otheradmin' }, 409, 'record.duplicate');
    const platform = await refuse(
      { name: 'Greedy Shop', adminAccount: 'greedyadmin', menuIdList: [USER_MENU, TENANT_MENU] },
      400,
      'tenant.platformMenu',
    );
    expect(platform.json.message).toContain('menuIdList');
    await refuse(
      { name: 'Greedy Shop', adminAccount: 'greedyadmin', menuIdList: [PLATFORM_MENU_ID] },
      400,
      'tenant.platformMenu',
    );
    await refuse(
      { name: 'Ghost Shop', adminAccount: 'ghostadmin', menuIdList: [987654321] },
      400,
      'tenant.menuMissing',
    );
    const badAccount = await refuse({ name: 'Bad Shop', adminAccount: '1bad' }, 400, 'validation');
    expect(badAccount.json.message).toContain('adminAccount');
    await refuse({ name: 'X', adminAccount: 'shortname' }, 400, 'validation');
    await refuse({ name: 'Tenant Shop', adminAccount: 'tenantadmin', status: 2 }, 400, 'validation');
    await refuse({ name: 'Tenant Shop', adminAccount: 'tenantadmin', phone: '12345' }, 400, 'validation');
    expect(await tenantCount()).toBe(before);
    expect((await t.ctx.db.selectFrom('sysUser').select('id').execute()).length).toBe(users);
  });

  it('refuses every sysTenant call and every sysMenu write to the default tenant admin (403)', async () => {
    const before = await tenantCount();
    const writes: Array<[string, unknown]> = [
      ['/api/sysTenant/page', {}],
      ['/api/sysTenant/add', { name: 'Sneaky', adminAccount: 'sneakyadmin' }],
      ['/api/sysTenant/update', { id: DEFAULT_TENANT, name: 'Renamed' }],
      ['/api/sysTenant/setStatus', { id: DEFAULT_TENANT, status: 2 }],
      ['/api/sysTenant/grantMenu', { id: DEFAULT_TENANT, menuIdList: [TENANT_MENU] }],
      ['/api/sysTenant/resetPwd', { id: DEFAULT_TENANT }],
      ['/api/sysTenant/delete', { id: DEFAULT_TENANT }],
      ['/api/sysMenu/add', { pid: 0, type: 1, title: 'x', path: '/x' }],
      ['/api/sysMenu/update', { id: SYSTEM_DIR, pid: 0, type: 1, title: 'x', path: '/x' }],
      ['/api/sysMenu/delete', { id: SYSTEM_DIR }],
    ];
    for (const [url, body] of writes) {
      expect((await admin.post(url, body)).json.code, url).toBe(403);
    }
    for (const url of [
      '/api/sysTenant/list',
      `/api/sysTenant/ownMenuList?id=${DEFAULT_TENANT}`,
      '/api/sysMenu/list',
    ]) {
      expect((await admin.get(url)).json.code, url).toBe(403);
    }
    expect(await tenantCount()).toBe(before);
    const defaultTenant = await t.ctx.db
      .selectFrom('sysTenant')
      .select(['name', 'status'])
      .where('id', '=', DEFAULT_TENANT)
      .executeTakeFirstOrThrow();
    expect(defaultTenant.status).toBe(Status.Enable);
    expect(defaultTenant.name).not.toBe('Renamed');
  });

  it('pages, lists and updates tenants; an update renames the root org', async () => {
    const page = await root.ok.page<TenantItem>('/api/sysTenant/page', {
      name: 'shop',
      field: 'name',
      order: 'ascending',
    });
    expect(page.items.map((i) => i.name)).toEqual(['North Shop', 'South Shop']);
    const north = page.items[0] as TenantItem;
    expect(north).toMatchObject({
      adminAccount: 'northadmin',
      phone: '13800138000',
      email: 'north@example.com',
    });
    expect(north.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const byPhone = await root.ok.page<TenantItem>('/api/sysTenant/page', { phone: '138001' });
    expect(byPhone.items.map((i) => i.id)).toEqual([north.id]);
    expect((await root.post('/api/sysTenant/page', { field: 'password' })).json.code).toBe(400);

    const list = await root.ok.get<Array<{ id: number; name: string }>>('/api/sysTenant/list');
    expect(list.map((i) => i.id)).toEqual(expect.arrayContaining([DEFAULT_TENANT, north.id]));
    expect(Object.keys(list[0] as object).sort()).toEqual(['id', 'name']);

    await root.ok.post('/api/sysTenant/update', {
      id: north.id,
      name: 'North Store',
      phone: '',
      email: 'n@example.com',
      host: 'north.example.com',
      orderNo: 5,
      remark: null,
    });
    const row = await t.ctx.db
      .selectFrom('sysTenant')
      .selectAll()
      .where('id', '=', north.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'North Store',
      phone: null,
      host: 'north.example.com',
      orderNo: 5,
      remark: null,
    });
    const org = await t.ctx.db
      .selectFrom('sysOrg')
      .select('name')
      .where('id', '=', north.orgId)
      .executeTakeFirstOrThrow();
    expect(org.name).toBe('North Store');
    const dup = await root.post('/api/sysTenant/update', { id: north.id, name: 'South Shop' });
    expect(dup.json.code).toBe(409);
    expect((await root.post('/api/sysTenant/update', { id: 987654321, name: 'Nobody' })).json.code).toBe(404);
    expect(
      (await root.post('/api/sysTenant/update', { id: north.id, name: 'North Store', userId: 1 })).json.code,
    ).toBe(400);
  });

  it('replaces a grant, pruning the tenant roles; refuses platform menus without changing anything', async () => {
    const created = await addTenant({ name: 'West Shop', adminAccount: 'westadmin' });
    const west = await signInAs(t, 'westadmin', { password: created.password });
    const roleId = await insertRole(t, {
      code: 'west_staff',
      tenantId: created.id,
      permissions: ['sysUser:page', 'sysRole:page'],
    });
    const before = await grantOf(created.id);

    const refused = await root.post('/api/sysTenant/grantMenu', {
      id: created.id,
      menuIdList: [USER_MENU, TENANT_MENU],
    });
    expect(refused.json.code).toBe(400);
    expect(refused.json.message).toContain('menuIdList');
    expect(await grantOf(created.id)).toEqual(before);
    const roleMenus = async () =>
      (await t.ctx.db.selectFrom('sysRoleMenu').select('menuId').where('roleId', '=', roleId).execute())
        .map((r) => r.menuId)
        .sort((a, b) => a - b);
    expect(await roleMenus()).toHaveLength(4);

    await root.ok.post('/api/sysTenant/grantMenu', {
      id: created.id,
      menuIdList: [USER_MENU, USER_PAGE_BUTTON],
    });
    expect(await grantOf(created.id)).toEqual([SYSTEM_DIR, USER_MENU, USER_PAGE_BUTTON]);
    // the role keeps only what is still granted to its tenant
    expect(await roleMenus()).toEqual([USER_MENU, USER_PAGE_BUTTON]);
    // the admin's next call sees the new grant
    expect(flatten(await tree(west)).map((n) => n.id)).toEqual([SYSTEM_DIR, USER_MENU]);
    expect(await west.ok.get<string[]>('/api/sysMenu/ownBtnPermList')).toEqual(['sysUser:page']);
    expect((await root.post('/api/sysTenant/grantMenu', { id: 987654321, menuIdList: [] })).json.code).toBe(
      404,
    );
    // other tenants are untouched
    expect((await grantOf(DEFAULT_TENANT)).includes(ROLE_MENU)).toBe(true);
    expect((await root.get('/api/sysTenant/ownMenuList?id=987654321')).json.code).toBe(404);
  });

  it('disabling a tenant ends its sessions at once and refuses sign-in; enabling restores it', async () => {
    const created = await addTenant({ name: 'East Shop', adminAccount: 'eastadmin' });
    const east = await signInAs(t, 'eastadmin', { password: created.password });
    expect((await east.get('/api/sysAuth/userInfo')).json.code).toBe(200);

    await root.ok.post('/api/sysTenant/setStatus', { id: created.id, status: Status.Disable });
    const after = await east.get('/api/sysMenu/loginMenuTree');
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(401);
    const refused = await apiAs(t, null, IN_ENGLISH).post('/api/sysAuth/login', {
      account: 'eastadmin',
      password: created.password,
    });
    expect(refused.json.code).toBe(400);
    expect((refused.json.extras as { reason: string }).reason).toBe('auth.tenantDisabled');
    expect(refused.json.message).toContain('tenant is disabled');
    // other tenants keep working
    expect((await admin.get('/api/sysMenu/loginMenuTree')).json.code).toBe(200);

    const defaultOff = await root.post('/api/sysTenant/setStatus', {
      id: DEFAULT_TENANT,
      status: Status.Disable,
    });
    expect((defaultOff.json.extras as { reason: string }).reason).toBe('tenant.defaultCannotDisable');
    expect((await admin.get('/api/sysMenu/loginMenuTree')).json.code).toBe(200);
    expect((await root.post('/api/sysTenant/setStatus', { id: created.id, status: 3 })).json.code).toBe(400);

    await root.ok.post('/api/sysTenant/setStatus', { id: created.id, status: Status.Enable });
    expect((await attemptSignIn(t, 'eastadmin', created.password)).json.code).toBe(200);
  });

  it("resets the admin's password: the old one and its sessions stop working", async () => {
    const created = await addTenant({ name: 'Reset Shop', adminAccount: 'resetadmin' });
    const session = await signInAs(t, 'resetadmin', { password: created.password });
    const reset = await root.ok.post<Credential>('/api/sysTenant/resetPwd', { id: created.id });
    expect(reset).toMatchObject({ id: created.id, adminAccount: 'resetadmin' });
    expect(reset.password).not.toBe(created.password);
    expect(reset.password).toMatch(STRONG_PASSWORD);
    issued.push(reset.password);
    expect((await session.get('/api/sysMenu/ownBtnPermList')).status).toBe(401);
    expect((await attemptSignIn(t, 'resetadmin', created.password)).json.code).toBe(400);
    expect((await attemptSignIn(t, 'resetadmin', reset.password)).json.code).toBe(200);
  });

  it('deletes a tenant: not the default one; its users can no longer sign in', async () => {
    const created = await addTenant({ name: 'Gone Shop', adminAccount: 'goneadmin' });
    const gone = await signInAs(t, 'goneadmin', { password: created.password });
    const refused = await root.post('/api/sysTenant/delete', { id: DEFAULT_TENANT });
    expect((refused.json.extras as { reason: string }).reason).toBe('tenant.defaultCannotDelete');

    await root.ok.post('/api/sysTenant/delete', { id: created.id });
    expect((await gone.get('/api/sysMenu/loginMenuTree')).status).toBe(401);
    expect((await attemptSignIn(t, 'goneadmin', created.password)).json.code).toBe(400);
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .select('status')
      .where('tenantId', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe(Status.Disable);
    const page = await root.ok.page<TenantItem>('/api/sysTenant/page', { name: 'Gone' });
    expect(page.items).toEqual([]);
    expect((await root.post('/api/sysTenant/delete', { id: created.id })).json.code).toBe(404);
    // the account stays taken
    expect(
      (await root.post('/api/sysTenant/add', { name: 'Gone Again', adminAccount: 'goneadmin' })).json.code,
    ).toBe(409);
  });

  it('writes difference-log rows and never logs the initial password', async () => {
    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .selectAll()
      .where('tableName', 'like', 'sys_tenant%')
      .execute();
    const kinds = new Set(diffs.filter((d) => d.tableName === 'sys_tenant').map((d) => d.diffType));
    expect(kinds).toEqual(new Set(['insert', 'update', 'delete']));
    expect(diffs.some((d) => d.tableName === 'sys_tenant_menu' && d.diffType === 'update')).toBe(true);
    const ops = await t.ctx.db
      .selectFrom('sysLogOp')
      .select(['requestUrl', 'requestParam'])
      .where('requestUrl', 'like', '/api/sysTenant/%')
      .execute();
    expect(ops.length).toBeGreaterThan(0);
    const users = await t.ctx.db
      .selectFrom('sysUser')
      .select('password')
      .where('accountType', '=', 888)
      .execute();
    const texts = [
      ...diffs.flatMap((d) => [d.beforeData ?? '', d.afterData ?? '']),
      ...ops.map((o) => o.requestParam ?? ''),
    ];
    expect(issued.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text).not.toMatch(/"password":"(?!\*\*\*)/);
      for (const secret of [...issued, ...users.map((u) => u.password)]) expect(text).not.toContain(secret);
    }
  });
});
