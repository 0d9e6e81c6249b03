import { MenuType, Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_MENU_ID } from '../../src/db/seed/menus/index.ts';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, signInNewUser } from '../support/fixtures.ts';
import { pluginButtonCodes } from '../support/plugins.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface RouteNode {
  id: number;
  pid: number;
  path: string;
  name: string | null;
  component: string | null;
  redirect: string | null;
  meta: Record<string, unknown>;
  children: RouteNode[];
}
interface MenuNode {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  permission: string | null;
  title: string;
  isHide: boolean;
  isKeepAlive: boolean;
  orderNo: number;
  status: number;
  children: MenuNode[];
}

const SYSTEM_DIR = 1310000000101;
const USER_MENU = 1310000000111;
const ROLE_MENU = 1310000000131;

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe.each(databaseKinds())('menus on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let admin: Api;

  const tree = (who: Api) => who.ok.get<RouteNode[]>('/api/sysMenu/loginMenuTree');
  const buttons = (who: Api) => who.ok.get<string[]>('/api/sysMenu/ownBtnPermList');
  const menuRow = (id: number) =>
    t.ctx.db.selectFrom('sysMenu').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const liveMenuCount = async () =>
    (await t.ctx.db.selectFrom('sysMenu').select('id').where('isDelete', '=', 0).execute()).length;
  /** Permission codes of the enabled buttons a tenant is granted. */
  const tenantCodes = async (tenantId: number) => {
    const rows = await t.ctx.db
      .selectFrom('sysMenu as m')
      .innerJoin('sysTenantMenu as tm', 'tm.menuId', 'm.id')
      .select('m.permission')
      .where('tm.tenantId', '=', tenantId)
      .where('m.type', '=', MenuType.Button)
      .where('m.isDelete', '=', 0)
      .where('m.status', '=', Status.Enable)
      .execute();
    return [...new Set(rows.map((r) => r.permission as string))].sort();
  };
  const platformIds = async () => {
    const rows = await t.ctx.db.selectFrom('sysMenu').select(['id', 'pid']).execute();
    const out = new Set([PLATFORM_MENU_ID]);
    let grew = true;
    while (grew) {
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
  const button = (pid: number, permission: string, extra: Record<string, unknown> = {}) => ({
    pid,
    type: MenuType.Button,
    title: `button.${permission}`,
    permission,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    root = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives loginMenuTree nodes the route shape, without buttons, in display order', async () => {
    const nodes = await tree(admin);
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of flatten(nodes)) {
      expect(Object.keys(n).sort()).toEqual(
        ['children', 'component', 'id', 'meta', 'name', 'path', 'pid', 'redirect'].sort(),
      );
      expect(Object.keys(n.meta).sort()).toEqual(
        [
          'icon',
          'isAffix',
          'isDynamic',
          'isDynamicPath',
          'isHide',
          'isIframe',
          'isKeepAlive',
          'isLink',
          'title',
        ].sort(),
      );
      expect(typeof n.meta.isLink).toBe('string');
      expect(n.meta.isDynamicPath).toBe(n.path);
      expect(n.meta.isDynamic).toBe(/\/:/.test(n.path));
      for (const c of n.children) expect(c.pid).toBe(n.id);
    }
    const ids = flatten(nodes).map((n) => n.id);
    const types = await t.ctx.db
      .selectFrom('sysMenu')
      .select(['id', 'type'])
      .where('id', 'in', ids)
      .execute();
    expect(types.every((r) => r.type !== MenuType.Button)).toBe(true);
    const system = nodes.find((n) => n.id === SYSTEM_DIR) as RouteNode;
    expect(system).toMatchObject({ path: '/system', name: 'system', component: 'Layout', pid: 0 });
    expect(system.meta).toMatchObject({
      title: 'menu.system',
      icon: 'ele-Setting',
      isLink: '',
      isHide: false,
    });
    const user = system.children.find((n) => n.id === USER_MENU) as RouteNode;
    expect(user).toMatchObject({
      path: '/system/user',
      name: 'sysUser',
      component: '/system/user/index',
      redirect: null,
      meta: { title: 'menu.sysUser', isKeepAlive: true, isIframe: false, isAffix: false },
      children: [],
    });
    // siblings ordered by orderNo, then id
    const order = new Map(
      (await t.ctx.db.selectFrom('sysMenu').select(['id', 'orderNo']).execute()).map((r) => [
        r.id,
        r.orderNo,
      ]),
    );
    for (const level of [nodes, ...flatten(nodes).map((n) => n.children)]) {
      const keys = level.map((n) => [order.get(n.id) as number, n.id] as const);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(keys).toEqual(sorted);
    }
    expect(nodes[0]?.path).toBe('/dashboard');
    const home = nodes[0]?.children.find((n) => n.name === 'home');
    expect(home?.meta.isAffix).toBe(true);
  });

  it('never shows the platform area to a tenant admin, and shows it to the super admin', async () => {
    const platform = await platformIds();
    const adminIds = flatten(await tree(admin)).map((n) => n.id);
    expect(adminIds.filter((id) => platform.has(id))).toEqual([]);
    const grant = new Set(
      (
        await t.ctx.db
          .selectFrom('sysTenantMenu')
          .select('menuId')
          .where('tenantId', '=', DEFAULT_TENANT)
          .execute()
      ).map((r) => r.menuId),
    );
    expect(adminIds.every((id) => grant.has(id))).toBe(true);

    const rootTree = await tree(root);
    const platformNode = rootTree.find((n) => n.id === PLATFORM_MENU_ID) as RouteNode;
    expect(platformNode.path).toBe('/platform');
    const iframe = platformNode.children.find((n) => n.name === 'sysApi') as RouteNode;
    expect(iframe.meta).toMatchObject({ isIframe: true, isLink: '/swagger' });
    const hidden = platformNode.children.find((n) => n.name === 'sysJobDashboard') as RouteNode;
    expect(hidden.meta.isHide).toBe(true);
  });

  it('answers ownBtnPermList with the codes of the grant (every button code for the super admin)', async () => {
    // the buttons of plugins, which no tenant has enabled here, are held by nobody
    const pluginCodes = await pluginButtonCodes(t);
    const withoutPlugins = (codes: string[]) => codes.filter((code) => !pluginCodes.has(code));
    expect(pluginCodes.size).toBeGreaterThan(0);
    expect(await buttons(admin)).toEqual(withoutPlugins(await tenantCodes(DEFAULT_TENANT)));
    const all = await t.ctx.db
      .selectFrom('sysMenu')
      .select('permission')
      .where('type', '=', MenuType.Button)
      .where('isDelete', '=', 0)
      .where('status', '=', Status.Enable)
      .execute();
    expect(await buttons(root)).toEqual(
      withoutPlugins([...new Set(all.map((r) => r.permission as string))].sort()),
    );
    expect(await buttons(admin)).not.toContain('sysMenu:add');
  });

  it('limits a normal user to its roles, adding the ancestors of granted menus', async () => {
    const roleId = await insertRole(t, { code: 'menu_viewer', permissions: ['sysRole:page', 'sysRole:add'] });
    const viewer = (await signInNewUser(t, { account: 'menuviewer', roleIds: [roleId] })).api;
    const nodes = await tree(viewer);
    // the role holds the screen and its buttons, not the directory: the directory comes as an ancestor
    expect(nodes.map((n) => n.id)).toEqual([SYSTEM_DIR]);
    expect(nodes[0]?.children.map((n) => n.id)).toEqual([ROLE_MENU]);
    expect(await buttons(viewer)).toEqual(['sysRole:add', 'sysRole:page']);
  });

  it('refuses every sysMenu write and the list to a tenant admin (403) and changes nothing', async () => {
    const before = await liveMenuCount();
    const calls: Array<[string, unknown]> = [
      ['/api/sysMenu/add', { pid: USER_MENU, type: MenuType.Button, title: 'x', permission: 'sysUser:zzz' }],
      [
        '/api/sysMenu/update',
        { id: USER_MENU, pid: SYSTEM_DIR, type: MenuType.Menu, title: 'x', path: '/x' },
      ],
      ['/api/sysMenu/delete', { id: USER_MENU }],
    ];
    for (const [url, body] of calls) {
      const res = await admin.post(url, body);
      expect(res.json.code, url).toBe(403);
    }
    expect((await admin.get('/api/sysMenu/list')).json.code).toBe(403);
    expect(await liveMenuCount()).toBe(before);
    expect((await menuRow(USER_MENU)).title).toBe('menu.sysUser');
  });

  it('lists the whole tree with buttons, or a flat list filtered by Title and Type', async () => {
    const whole = await root.ok.get<MenuNode[]>('/api/sysMenu/list');
    const all = flatten(whole);
    expect(all.length).toBe(await liveMenuCount());
    const user = all.find((n) => n.id === USER_MENU) as MenuNode;
    expect(user.children.map((c) => c.permission)).toContain('sysUser:add');
    expect(user).toMatchObject({ type: MenuType.Menu, title: 'menu.sysUser', isKeepAlive: true, status: 1 });
    expect(whole.map((n) => n.id)).toContain(PLATFORM_MENU_ID);

    const byTitle = await root.ok.get<MenuNode[]>('/api/sysMenu/list?Title=SYSUSER');
    expect(byTitle.map((n) => n.title)).toEqual(
      expect.arrayContaining(['menu.sysUser', 'menu.sysUserCenter']),
    );
    expect(byTitle.every((n) => n.title.toLowerCase().includes('sysuser'))).toBe(true);
    expect(byTitle.every((n) => n.children.length === 0)).toBe(true);

    const dirs = await root.ok.get<MenuNode[]>('/api/sysMenu/list?Type=1');
    expect(dirs.every((n) => n.type === MenuType.Directory)).toBe(true);
    const dirRows = await t.ctx.db
      .selectFrom('sysMenu')
      .select('name')
      .where('type', '=', MenuType.Directory)
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
    expect(dirs.map((n) => n.name)).toEqual(dirRows.map((r) => r.name));
    expect(dirs.map((n) => n.name)).toEqual(
      expect.arrayContaining(['dashboard', 'system', 'platform', 'log']),
    );

    const both = await root.ok.get<MenuNode[]>('/api/sysMenu/list?title=menu.sys&type=2');
    expect(both.length).toBeGreaterThan(5);
    expect(both.every((n) => n.type === MenuType.Menu && n.title.startsWith('menu.sys'))).toBe(true);
    expect((await root.get('/api/sysMenu/list?Type=9')).json.code).toBe(400);
  });

  it('adds buttons and routes with the template rules', async () => {
    const before = await liveMenuCount();
    // a button's route fields are cleared
    const id = await root.ok.post<number>(
      '/api/sysMenu/add',
      button(USER_MENU, 'sysUser:audit', { name: 'ignored', path: '/ignored', isHide: true, icon: 'x' }),
    );
    expect(await menuRow(id)).toMatchObject({
      pid: USER_MENU,
      type: MenuType.Button,
      permission: 'sysUser:audit',
      name: null,
      path: null,
      component: null,
      icon: null,
      isHide: 0,
      isKeepAlive: 1,
    });
    // the super admin holds the new code at once
    expect(await buttons(root)).toContain('sysUser:audit');

    const refuse = async (body: unknown, code: number, reason?: string) => {
      const res = await root.post('/api/sysMenu/add', body);
      expect(res.json.code, JSON.stringify(body)).toBe(code);
      if (reason) expect((res.json.extras as { reason: string }).reason).toBe(reason);
      return res;
    };
    const dup = await refuse(button(ROLE_MENU, 'sysUser:audit'), 409, 'record.duplicate');
    expect(dup.json.message).toContain('permission');
    await refuse(button(USER_MENU, 'sysUser:page'), 409, 'record.duplicate');
    await refuse(button(USER_MENU, ''), 400, 'menu.permissionRequired');
    const badCode = await refuse(button(USER_MENU, 'nocolon'), 400, 'validation');
    expect(badCode.json.message).toContain('permission');
    await refuse(button(id, 'sysUser:child'), 400, 'menu.parentIsButton');
    await refuse(button(987654321, 'sysUser:orphan'), 400, 'menu.parentMissing');
    await refuse(button(0, 'sysUser:top'), 400, 'menu.buttonNeedsParent');
    await refuse(
      { pid: SYSTEM_DIR, type: MenuType.Menu, title: 'menu.x', name: 'xScreen' },
      400,
      'menu.pathRequired',
    );
    const dupName = await refuse(
      { pid: SYSTEM_DIR, type: MenuType.Menu, title: 'menu.x', name: 'sysUser', path: '/system/x' },
      409,
      'record.duplicate',
    );
    expect(dupName.json.message).toContain('name');
    await refuse({ pid: SYSTEM_DIR, type: MenuType.Menu, title: 'menu.x', path: '/x', tenantId: 1 }, 400);
    expect(await liveMenuCount()).toBe(before + 1);

    // a route: permission forced null; a parameter segment makes it dynamic
    const screen = await root.ok.post<number>('/api/sysMenu/add', {
      pid: SYSTEM_DIR,
      type: MenuType.Menu,
      title: 'menu.orderDetail',
      name: 'orderDetail',
      path: '/system/order/:id',
      component: '/system/order/detail',
      permission: 'order:detail',
      isHide: true,
      orderNo: 1,
    });
    expect((await menuRow(screen)).permission).toBeNull();
    const system = (await tree(root)).find((n) => n.id === SYSTEM_DIR) as RouteNode;
    const node = system.children[0] as RouteNode;
    expect(node.id).toBe(screen);
    expect(node.meta).toMatchObject({ isDynamic: true, isDynamicPath: '/system/order/:id', isHide: true });
    // not granted to the default tenant: its admin does not see it
    expect(flatten(await tree(admin)).map((n) => n.id)).not.toContain(screen);
  });

  it('refuses an update that makes a node its own ancestor, and changes nothing', async () => {
    const dirId = await root.ok.post<number>('/api/sysMenu/add', {
      pid: 0,
      type: MenuType.Directory,
      title: 'menu.shop',
      name: 'shop',
      path: '/shop',
    });
    const childId = await root.ok.post<number>('/api/sysMenu/add', {
      pid: dirId,
      type: MenuType.Menu,
      title: 'menu.shopGoods',
      name: 'shopGoods',
      path: '/shop/goods',
      component: '/shop/goods/index',
    });
    const btnId = await root.ok.post<number>('/api/sysMenu/add', button(childId, 'shopGoods:page'));
    const dirBefore = await menuRow(dirId);
    const update = (body: Record<string, unknown>) =>
      root.post('/api/sysMenu/update', {
        id: dirId,
        pid: 0,
        type: MenuType.Directory,
        title: 'menu.shop',
        name: 'shop',
        path: '/shop',
        ...body,
      });
    expect((await update({ pid: childId })).json.extras).toMatchObject({ reason: 'menu.parentIsDescendant' });
    expect((await update({ pid: dirId })).json.extras).toMatchObject({ reason: 'menu.parentIsSelf' });
    expect((await update({ pid: btnId })).json.extras).toMatchObject({ reason: 'menu.parentIsButton' });
    expect((await update({ type: MenuType.Button, permission: 'shop:x' })).json.extras).toMatchObject({
      reason: 'menu.buttonWithChildren',
    });
    expect(await menuRow(dirId)).toEqual(dirBefore);
    const dupPermission = await root.post(
      '/api/sysMenu/update',
      button(childId, 'sysUser:page', { id: btnId }),
    );
    expect(dupPermission.json.code).toBe(409);
    expect((await menuRow(btnId)).permission).toBe('shopGoods:page');
    expect(
      (await root.post('/api/sysMenu/update', { ...button(childId, 'x:y'), id: 987654321 })).json.code,
    ).toBe(404);

    // a valid update: rename and move under the system directory; keeping its own permission is no duplicate
    expect((await update({ title: 'menu.shop2', pid: SYSTEM_DIR, orderNo: 5 })).json.code).toBe(200);
    expect(await menuRow(dirId)).toMatchObject({ title: 'menu.shop2', pid: SYSTEM_DIR, orderNo: 5 });
    expect(
      (await root.post('/api/sysMenu/update', button(childId, 'shopGoods:page', { id: btnId }))).json.code,
    ).toBe(200);
    // the platform root stays where it is
    const platform = await menuRow(PLATFORM_MENU_ID);
    const moved = await root.post('/api/sysMenu/update', {
      id: PLATFORM_MENU_ID,
      pid: SYSTEM_DIR,
      type: MenuType.Directory,
      title: platform.title,
      name: platform.name,
      path: platform.path,
    });
    expect(moved.json.extras).toMatchObject({ reason: 'menu.platformRoot' });
    expect((await root.post('/api/sysMenu/delete', { id: PLATFORM_MENU_ID })).json.extras).toMatchObject({
      reason: 'menu.platformRoot',
    });
  });

  it('hides a disabled menu and its subtree from loginMenuTree', async () => {
    const row = await menuRow(ROLE_MENU);
    const body = {
      id: ROLE_MENU,
      pid: row.pid,
      type: row.type,
      title: row.title,
      name: row.name,
      path: row.path,
      component: row.component,
      icon: row.icon,
      orderNo: row.orderNo,
    };
    await root.ok.post('/api/sysMenu/update', { ...body, status: Status.Disable });
    expect(flatten(await tree(admin)).map((n) => n.id)).not.toContain(ROLE_MENU);
    const system = await menuRow(SYSTEM_DIR);
    const dirBody = { id: SYSTEM_DIR, pid: 0, type: system.type, title: system.title, name: system.name };
    await root.ok.post('/api/sysMenu/update', {
      ...dirBody,
      path: system.path,
      component: system.component,
      orderNo: system.orderNo,
      icon: system.icon,
      status: Status.Disable,
    });
    const ids = flatten(await tree(admin)).map((n) => n.id);
    expect(ids).not.toContain(SYSTEM_DIR);
    expect(ids).not.toContain(USER_MENU);
    await root.ok.post('/api/sysMenu/update', {
      ...dirBody,
      path: system.path,
      component: system.component,
      orderNo: system.orderNo,
      icon: system.icon,
    });
    expect(flatten(await tree(admin)).map((n) => n.id)).toContain(USER_MENU);
    await root.ok.post('/api/sysMenu/update', { ...body, status: Status.Enable });
    expect(flatten(await tree(admin)).map((n) => n.id)).toContain(ROLE_MENU);
    expect(await buttons(admin)).toContain('sysRole:add');
  });

  it('deletes a node with its descendants and their role and tenant grants', async () => {
    const screen = await root.ok.post<number>('/api/sysMenu/add', {
      pid: SYSTEM_DIR,
      type: MenuType.Menu,
      title: 'menu.testReport',
      name: 'testReport',
      path: '/system/testReport',
      component: '/system/testReport/index',
    });
    const btn = await root.ok.post<number>('/api/sysMenu/add', button(screen, 'testReport:page'));
    // grant both to the default tenant and to a role
    for (const menuId of [screen, btn]) {
      await t.ctx.db
        .insertInto('sysTenantMenu')
        .values({ id: t.ctx.ids.next(), tenantId: DEFAULT_TENANT, menuId })
        .execute();
    }
    const roleId = await insertRole(t, { code: 'test_report_role', permissions: ['testReport:page'] });
    await t.identity.accessCache.grantsChanged();
    expect(await buttons(admin)).toContain('testReport:page');

    expect((await admin.post('/api/sysMenu/delete', { id: screen })).json.code).toBe(403);
    await root.ok.post('/api/sysMenu/delete', { id: screen });
    expect((await menuRow(screen)).isDelete).toBe(1);
    expect((await menuRow(btn)).isDelete).toBe(1);
    const links = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('id')
      .where('menuId', 'in', [screen, btn])
      .execute();
    expect(links).toEqual([]);
    const roleLinks = await t.ctx.db
      .selectFrom('sysRoleMenu')
      .select('menuId')
      .where('roleId', '=', roleId)
      .execute();
    expect(roleLinks).toEqual([]);
    // grants are recomputed at once
    expect(await buttons(admin)).not.toContain('testReport:page');
    expect(flatten(await tree(admin)).map((n) => n.id)).not.toContain(screen);
    // the code and the route name are free again
    await root.ok.post('/api/sysMenu/add', button(USER_MENU, 'testReport:page'));
    expect((await root.post('/api/sysMenu/delete', { id: screen })).json.code).toBe(404);
  });

  it('takes a menu moved into the platform area out of every tenant and role grant', async () => {
    const screen = await root.ok.post<number>('/api/sysMenu/add', {
      pid: SYSTEM_DIR,
      type: MenuType.Menu,
      title: 'menu.testMoved',
      name: 'testMoved',
      path: '/system/testMoved',
      component: '/system/testMoved/index',
    });
    const btn = await root.ok.post<number>('/api/sysMenu/add', button(screen, 'testMoved:page'));
    for (const menuId of [screen, btn]) {
      await t.ctx.db
        .insertInto('sysTenantMenu')
        .values({ id: t.ctx.ids.next(), tenantId: DEFAULT_TENANT, menuId })
        .execute();
    }
    const roleId = await insertRole(t, { code: 'test_moved_role', permissions: ['testMoved:page'] });
    await t.identity.accessCache.grantsChanged();
    expect(await buttons(admin)).toContain('testMoved:page');
    await root.ok.post('/api/sysMenu/update', {
      id: screen,
      pid: PLATFORM_MENU_ID,
      type: MenuType.Menu,
      title: 'menu.testMoved',
      name: 'testMoved',
      path: '/platform/testMoved',
      component: '/system/testMoved/index',
    });
    const tenantLinks = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('id')
      .where('menuId', 'in', [screen, btn])
      .execute();
    expect(tenantLinks).toEqual([]);
    expect(
      await t.ctx.db.selectFrom('sysRoleMenu').select('id').where('roleId', '=', roleId).execute(),
    ).toEqual([]);
    expect(await buttons(admin)).not.toContain('testMoved:page');
    expect(await buttons(root)).toContain('testMoved:page');
  });

  it('writes difference-log rows for menu changes', async () => {
    await t.audit.flush();
    const rows = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['tableName', 'diffType', 'afterData', 'beforeData'])
      .where('tableName', '=', 'sys_menu')
      .execute();
    const types = new Set(rows.map((r) => r.diffType));
    expect(types).toEqual(new Set(['insert', 'update', 'delete']));
    expect(rows.some((r) => r.afterData?.includes('sysUser:audit'))).toBe(true);
  });
});
