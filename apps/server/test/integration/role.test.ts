import type { PageResult } from '@retail/contracts';
import { AccountType, DataScope, Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, insertRole, insertUser, ROOT_ORG, signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface Role {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  dataScope: number;
  status: number;
  remark: string | null;
  createTime: string;
}
const OTHER_TENANT = 1399000000001;
const OTHER_ROOT_ORG = 1399000000101;

describe.each(databaseKinds())('roles on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  let otherRole: number;
  let otherOrg: number;

  const menuId = async (permission: string) => {
    const row = await t.ctx.db
      .selectFrom('sysMenu')
      .select(['id', 'pid'])
      .where('permission', '=', permission)
      .executeTakeFirstOrThrow();
    return row;
  };
  const roleRow = (id: number) =>
    t.ctx.db.selectFrom('sysRole').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const roleMenus = async (roleId: number) =>
    (
      await t.ctx.db
        .selectFrom('sysRoleMenu')
        .select('menuId')
        .where('roleId', '=', roleId)
        .orderBy('menuId')
        .execute()
    ).map((r) => r.menuId);
  const roleOrgs = async (roleId: number) =>
    (
      await t.ctx.db
        .selectFrom('sysRoleOrg')
        .select('orgId')
        .where('roleId', '=', roleId)
        .orderBy('orgId')
        .execute()
    ).map((r) => r.orgId);
  const buttons = async (who: Api) =>
    (await who.ok.get<{ buttons: string[] }>('/api/sysAuth/userInfo')).buttons;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signInAs(t, 'admin');
    const now = Date.now();
    await t.ctx.db
      .insertInto('sysTenant')
      .values({
        id: OTHER_TENANT,
        name: 'Other tenant',
        orgId: OTHER_ROOT_ORG,
        userId: 0,
        orderNo: 100,
        status: Status.Enable,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    await t.ctx.db
      .insertInto('sysOrg')
      .values({
        id: OTHER_ROOT_ORG,
        tenantId: OTHER_TENANT,
        pid: 0,
        name: 'Other HQ',
        code: 'other-hq',
        level: 1,
        orderNo: 100,
        status: Status.Enable,
        createTime: now,
        isDelete: 0,
      })
      .execute();
    otherOrg = OTHER_ROOT_ORG;
    otherRole = await insertRole(t, {
      code: 'other_role',
      tenantId: OTHER_TENANT,
      permissions: ['sysUser:page'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, pages, lists, updates, grants and deletes a role, with difference-log rows', async () => {
    const page = await menuId('sysUser:page');
    const add = await admin.post('/api/sysRole/add', {
      name: 'Auditor',
      code: 'auditor',
      remark: 'reads users',
      menuIdList: [page.id, page.pid, page.id],
    });
    expect(add.json.code, add.json.message).toBe(200);
    const id = add.json.result as number;
    const row = await roleRow(id);
    expect(row).toMatchObject({
      tenantId: DEFAULT_TENANT,
      name: 'Auditor',
      code: 'auditor',
      dataScope: DataScope.Self,
      status: Status.Enable,
      orderNo: 100,
      isDelete: 0,
    });
    expect(await roleMenus(id)).toEqual([page.id, page.pid].sort((a, b) => a - b));

    const { items } = await admin.ok.page<Role>('/api/sysRole/page', { code: 'audit' });
    expect(items.map((r) => r.id)).toEqual([id]);
    expect(items[0]).toMatchObject({ name: 'Auditor', code: 'auditor', remark: 'reads users' });
    expect(items[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(items[0]).not.toHaveProperty('tenantId');

    const sorted = await admin.post('/api/sysRole/page', { field: 'tenantId' });
    expect(sorted.json.code).toBe(400);

    const own = await admin.get(`/api/sysRole/ownMenuList?id=${id}`);
    expect(own.json.result).toEqual([page.id, page.pid].sort((a, b) => a - b));

    await admin.ok.post('/api/sysRole/update', { id, name: 'Auditors', code: 'auditors', orderNo: 5 });
    expect(await roleRow(id)).toMatchObject({
      name: 'Auditors',
      code: 'auditors',
      orderNo: 5,
      remark: 'reads users',
    });
    expect(await roleMenus(id)).toHaveLength(2); // menus untouched when menuIdList is absent

    const add2 = await menuId('sysUser:add');
    await admin.ok.post('/api/sysRole/grantMenu', { id, menuIdList: [add2.id, add2.pid] });
    expect(await roleMenus(id)).toEqual([add2.id, add2.pid].sort((a, b) => a - b));

    const scope = await admin.post('/api/sysRole/grantDataScope', {
      id,
      dataScope: DataScope.Define,
      orgIdList: [ROOT_ORG],
    });
    expect(scope.json.code, scope.json.message).toBe(200);
    expect((await admin.get(`/api/sysRole/ownOrgList?id=${id}`)).json.result).toEqual([ROOT_ORG]);
    // orgs are kept only for the custom scope
    await admin.post('/api/sysRole/grantDataScope', { id, dataScope: DataScope.Dept, orgIdList: [ROOT_ORG] });
    expect(await roleOrgs(id)).toEqual([]);
    expect((await roleRow(id)).dataScope).toBe(DataScope.Dept);

    const list = await admin.get('/api/sysRole/list');
    expect(list.json.result).toContainEqual({ id, name: 'Auditors', code: 'auditors' });
    await admin.post('/api/sysRole/setStatus', { id, status: Status.Disable });
    const list2 = await admin.get('/api/sysRole/list');
    expect((list2.json.result as Role[]).map((r) => r.id)).not.toContain(id);

    await admin.ok.post('/api/sysRole/delete', { id });
    expect((await roleRow(id)).isDelete).toBe(1);
    expect(await roleMenus(id)).toEqual([]);
    expect((await admin.post('/api/sysRole/page', { code: 'audit' })).json.result).toMatchObject({
      total: 0,
    });
    expect((await admin.get(`/api/sysRole/ownMenuList?id=${id}`)).json.code).toBe(404);
    // the code is free again
    await admin.ok.post('/api/sysRole/add', { name: 'Auditors', code: 'auditors' });

    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['diffType', 'beforeData', 'afterData'])
      .where('tableName', '=', 'sys_role')
      .where('rowId', '=', id)
      .orderBy('id')
      .execute();
    expect(diffs.map((d) => d.diffType)).toEqual([
      'insert',
      'update',
      'update',
      'update',
      'update',
      'update',
      'delete',
    ]);
    expect(diffs[1]?.afterData).toContain('auditors');
  });

  it('refuses duplicate names and codes, naming the field, and the reserved code', async () => {
    const id = await insertRole(t, { code: 'dup_code' });
    const byCode = await admin.post('/api/sysRole/add', { name: 'Another name', code: 'DUP_code' });
    expect(byCode.json.code).toBe(409);
    expect(byCode.json.message).toContain('code');
    const byName = await admin.post('/api/sysRole/add', { name: 'dup_code', code: 'fresh_code' });
    expect(byName.json.code).toBe(409);
    expect(byName.json.message).toContain('name');
    const reserved = await admin.post('/api/sysRole/add', { name: 'Admins', code: 'sys_admin' });
    expect(reserved.json.code).toBe(400);
    expect(reserved.json.extras).toMatchObject({ reason: 'role.reservedCode' });
    const rename = await admin.post('/api/sysRole/update', { id, name: 'x', code: 'sys_admin' });
    expect(rename.json.code).toBe(400);
    expect((await roleRow(id)).code).toBe('dup_code');
    const unknown = await admin.post('/api/sysRole/add', {
      name: 'Q',
      code: 'q_role',
      tenantId: OTHER_TENANT,
    });
    expect(unknown.json.code).toBe(400);

    const sysAdmin = await t.ctx.db
      .selectFrom('sysRole')
      .select('id')
      .where('code', '=', 'sys_admin')
      .where('tenantId', '=', DEFAULT_TENANT)
      .executeTakeFirst();
    const reservedId = sysAdmin?.id ?? (await insertRole(t, { code: 'sys_admin' }));
    const del = await admin.post('/api/sysRole/delete', { id: reservedId });
    expect(del.json.code).toBe(400);
    expect(del.json.extras).toMatchObject({ reason: 'role.cannotDeleteReserved' });
    const recode = await admin.post('/api/sysRole/update', {
      id: reservedId,
      name: 'Admins',
      code: 'admins',
    });
    expect(recode.json.code).toBe(400);
    expect((await roleRow(reservedId)).code).toBe('sys_admin');
    expect((await roleRow(reservedId)).isDelete).toBe(0);
  });

  it("a tenant admin cannot grant a menu outside its tenant's grant, and nothing changes", async () => {
    const platform = await menuId('sysTenant:page');
    const own = await menuId('sysUser:page');
    const before = (await t.ctx.db.selectFrom('sysRole').select('id').execute()).length;
    const add = await admin.post('/api/sysRole/add', {
      name: 'Platform thief',
      code: 'thief',
      menuIdList: [own.id, platform.id],
    });
    expect(add.json.code).toBe(400);
    expect(add.json.message).toContain('menuIdList');
    expect(add.json.message).toContain(String(platform.id));
    expect((await t.ctx.db.selectFrom('sysRole').select('id').execute()).length).toBe(before);

    const id = await insertRole(t, { code: 'grant_target', permissions: ['sysUser:page'] });
    const menusBefore = await roleMenus(id);
    const grant = await admin.post('/api/sysRole/grantMenu', { id, menuIdList: [platform.id] });
    expect(grant.json.code).toBe(400);
    expect(grant.json.message).toContain('menuIdList');
    const upd = await admin.post('/api/sysRole/update', {
      id,
      name: 'g',
      code: 'grant_target',
      menuIdList: [platform.id],
    });
    expect(upd.json.code).toBe(400);
    expect(await roleMenus(id)).toEqual(menusBefore);
    expect((await roleRow(id)).name).toBe('grant_target');
    const missing = await admin.post('/api/sysRole/grantMenu', { id, menuIdList: [123] });
    expect(missing.json.code).toBe(400);

    // the super admin works in its own tenant, whose grant has no platform menus either
    const root = await signInAs(t, 'superadmin');
    const rootGrant = await root.post('/api/sysRole/grantMenu', { id, menuIdList: [platform.id] });
    expect(rootGrant.json.code).toBe(400);
    expect(await roleMenus(id)).toEqual(menusBefore);
  });

  it('a disabled role stops granting at the next call', async () => {
    const roleId = await insertRole(t, { code: 'switchable', permissions: ['sysPos:list'] });
    const user = (await signInNewUser(t, { account: 'switchuser', roleIds: [roleId] })).api;
    expect(await buttons(user)).toContain('sysPos:list');
    await admin.ok.post('/api/sysRole/setStatus', { id: roleId, status: Status.Disable });
    expect((await roleRow(roleId)).status).toBe(Status.Disable);
    expect(await buttons(user)).not.toContain('sysPos:list');
    const bad = await admin.post('/api/sysRole/setStatus', { id: roleId, status: 3 });
    expect(bad.json.code).toBe(400);
    await admin.post('/api/sysRole/setStatus', { id: roleId, status: Status.Enable });
    expect(await buttons(user)).toContain('sysPos:list');
    // menus taken away are gone at the next call too
    await admin.post('/api/sysRole/grantMenu', { id: roleId, menuIdList: [] });
    expect(await buttons(user)).not.toContain('sysPos:list');
  });

  it('refuses to delete a role users hold', async () => {
    const roleId = await insertRole(t, { code: 'held_role' });
    await insertUser(t, { account: 'holder01', roleIds: [roleId] });
    const del = await admin.post('/api/sysRole/delete', { id: roleId });
    expect(del.json.code).toBe(400);
    expect(del.json.extras).toMatchObject({ reason: 'role.hasUsers' });
    expect((await roleRow(roleId)).isDelete).toBe(0);
  });

  it("answers 404 for another tenant's role and org, and changes nothing", async () => {
    const before = await roleRow(otherRole);
    const menusBefore = await roleMenus(otherRole);
    const own = await menuId('sysUser:page');
    const calls: Array<[string, unknown]> = [
      ['/api/sysRole/update', { id: otherRole, name: 'hijack', code: 'hijack' }],
      ['/api/sysRole/delete', { id: otherRole }],
      ['/api/sysRole/grantMenu', { id: otherRole, menuIdList: [own.id] }],
      ['/api/sysRole/grantDataScope', { id: otherRole, dataScope: DataScope.All, orgIdList: [] }],
      ['/api/sysRole/setStatus', { id: otherRole, status: Status.Disable }],
    ];
    for (const [url, body] of calls) {
      const res = await admin.post(url, body);
      expect(res.json.code, url).toBe(404);
    }
    expect((await admin.get(`/api/sysRole/ownMenuList?id=${otherRole}`)).json.code).toBe(404);
    expect((await admin.get(`/api/sysRole/ownOrgList?Id=${otherRole}`)).json.code).toBe(404);
    expect(await roleRow(otherRole)).toEqual(before);
    expect(await roleMenus(otherRole)).toEqual(menusBefore);
    const page = await admin.post('/api/sysRole/page', { code: 'other_role' });
    expect(page.json.result).toMatchObject({ total: 0 });

    const mine = await insertRole(t, { code: 'scope_target' });
    const foreignOrg = await admin.post('/api/sysRole/grantDataScope', {
      id: mine,
      dataScope: DataScope.Define,
      orgIdList: [otherOrg],
    });
    expect(foreignOrg.json.code).toBe(400);
    expect(foreignOrg.json.message).toContain('orgIdList');
    expect(await roleOrgs(mine)).toEqual([]);
    expect((await roleRow(mine)).dataScope).toBe(DataScope.All);
  });

  it('a normal user sees and grants only within what it holds', async () => {
    const codes = [
      'sysRole:page',
      'sysRole:add',
      'sysRole:update',
      'sysRole:grantMenu',
      'sysRole:grantDataScope',
      'sysUser:page',
    ];
    const delegate = await insertRole(t, { code: 'delegate', dataScope: DataScope.Dept, permissions: codes });
    const otherAdmin = await insertRole(t, { code: 'not_mine' });
    const user = (
      await signInNewUser(t, {
        account: 'delegate01',
        roleIds: [delegate],
        accountType: AccountType.NormalUser,
      })
    ).api;

    const held = await menuId('sysUser:page');
    const notHeld = await menuId('sysUser:delete');
    const refused = await user.post('/api/sysRole/add', {
      name: 'Escalate',
      code: 'escalate',
      menuIdList: [held.id, notHeld.id],
    });
    expect(refused.json.code).toBe(400);
    expect(refused.json.extras).toMatchObject({ reason: 'role.menuNotHeld' });
    const all = await user.post('/api/sysRole/add', { name: 'Everything', code: 'everything', dataScope: 1 });
    expect(all.json.code).toBe(400);
    expect(all.json.message).toContain('dataScope');

    const ok = await user.post('/api/sysRole/add', {
      name: 'Helper',
      code: 'helper',
      menuIdList: [held.id, held.pid],
    });
    expect(ok.json.code, ok.json.message).toBe(200);
    const helper = ok.json.result as number;
    const grantAll = await user.post('/api/sysRole/grantDataScope', {
      id: helper,
      dataScope: DataScope.All,
      orgIdList: [],
    });
    expect(grantAll.json.code).toBe(400);
    // its scope is its own org (Dept): the root org; an org below it is outside
    const below = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysOrg')
      .values({
        id: below,
        tenantId: DEFAULT_TENANT,
        pid: ROOT_ORG,
        name: 'Below root',
        level: 2,
        orderNo: 100,
        status: Status.Enable,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    const outside = await user.post('/api/sysRole/grantDataScope', {
      id: helper,
      dataScope: DataScope.Define,
      orgIdList: [below],
    });
    expect(outside.json.code).toBe(400);
    expect(outside.json.extras).toMatchObject({ reason: 'role.orgOutOfScope' });
    await user.ok.post('/api/sysRole/grantDataScope', {
      id: helper,
      dataScope: DataScope.Define,
      orgIdList: [ROOT_ORG],
    });

    const page = await user.post('/api/sysRole/page', { pageSize: 100 });
    const ids = (page.json.result as PageResult<Role>).items.map((r) => r.id).sort();
    expect(ids).toEqual([delegate, helper].sort());
    expect(ids).not.toContain(otherAdmin);
    const list = await user.get('/api/sysRole/list');
    expect(list.json.result).toEqual([{ id: delegate, name: 'delegate', code: 'delegate' }]);
    // roles it merely holds are visible but not its to change
    const upd = await user.post('/api/sysRole/update', { id: delegate, name: 'x', code: 'delegate' });
    expect(upd.json.code).toBe(403);
    const hidden = await user.get(`/api/sysRole/ownMenuList?id=${otherAdmin}`);
    expect(hidden.json.code).toBe(404);
    // no button, no call
    const del = await user.post('/api/sysRole/delete', { id: helper });
    expect(del.json.code).toBe(403);
    expect((await roleRow(helper)).isDelete).toBe(0);
  });
});
