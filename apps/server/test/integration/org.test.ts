import { DataScope, Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import {
  DEFAULT_TENANT,
  FIXTURE_PASSWORD,
  insertRole,
  insertUser,
  ROOT_ORG,
  signInNewUser,
} from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

interface OrgNode {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  level: number;
  type: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  disabled: boolean;
  children: OrgNode[];
}

const OTHER_TENANT = 1398000000001;
const OTHER_ROOT_ORG = 1398000000101;

/** id -> disabled of every node of a tree. */
function flatten(nodes: OrgNode[], out = new Map<number, boolean>()): Map<number, boolean> {
  for (const n of nodes) {
    out.set(n.id, n.disabled);
    flatten(n.children, out);
  }
  return out;
}

describe.each(databaseKinds())('organisations on %s', (kind) => {
  let t: TestApp;
  let admin: Api;
  /** Region A (Shop A1 below), Region B (Shop B1 below), all under the tenant's root org */
  const org = { a: 0, a1: 0, b: 0, b1: 0 };

  const addOrg = (body: Record<string, unknown>, who = admin) => who.ok.post<number>('/api/sysOrg/add', body);
  const orgRow = (id: number) =>
    t.ctx.db.selectFrom('sysOrg').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const tree = (who: Api, query = '') => who.ok.get<OrgNode[]>(`/api/sysOrg/list${query}`);
  const liveCount = async () =>
    (await t.ctx.db.selectFrom('sysOrg').select('id').where('isDelete', '=', 0).execute()).length;

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
    org.a = await addOrg({ pid: ROOT_ORG, name: 'Region A', code: 'RA', orderNo: 1, type: '201' });
    org.a1 = await addOrg({ pid: org.a, name: 'Shop A1', code: 'RA1' });
    org.b = await addOrg({ pid: ROOT_ORG, name: 'Region B', code: 'RB', orderNo: 2 });
    org.b1 = await addOrg({ pid: org.b, name: 'Shop B1', code: '' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds orgs with computed levels, lists the tree and filtered lists, updates, and logs differences', async () => {
    expect(await orgRow(org.a)).toMatchObject({
      tenantId: DEFAULT_TENANT,
      pid: ROOT_ORG,
      level: 2,
      code: 'RA',
      type: '201',
      status: Status.Enable,
      orderNo: 1,
    });
    expect(await orgRow(org.a1)).toMatchObject({ pid: org.a, level: 3, orderNo: 100 });
    expect((await orgRow(org.b1)).code).toBeNull();

    const whole = await tree(admin);
    const root = whole.find((n) => n.id === ROOT_ORG) as OrgNode;
    expect(root).toBeDefined();
    expect(root.disabled).toBe(false);
    const regions = root.children.filter((n) => n.id === org.a || n.id === org.b);
    expect(regions.map((n) => n.id)).toEqual([org.a, org.b]);
    expect(regions[0]?.children.map((n) => n.id)).toEqual([org.a1]);
    expect(regions[0]).not.toHaveProperty('tenantId');

    const sub = await tree(admin, `?id=${org.a}`);
    expect(sub).toHaveLength(1);
    expect(sub[0]).toMatchObject({ id: org.a, name: 'Region A', level: 2 });
    expect(sub[0]?.children.map((n) => n.id)).toEqual([org.a1]);

    const flat = await tree(admin, '?name=shop');
    expect(flat.map((n) => n.id).sort()).toEqual([org.a1, org.b1].sort());
    expect(flat.every((n) => n.children.length === 0)).toBe(true);
    const byCode = await tree(admin, '?code=RA1');
    expect(byCode.map((n) => n.id)).toEqual([org.a1]);
    const byType = await tree(admin, '?Type=201');
    expect(byType.map((n) => n.id)).toContain(org.a);
    expect(byType.map((n) => n.id)).not.toContain(org.b);
    const within = await tree(admin, `?id=${org.b}&name=shop`);
    expect(within.map((n) => n.id)).toEqual([org.b1]);

    const dropdown = await admin.get('/api/sysOrg/tree');
    expect(dropdown.json.code).toBe(200);
    expect(flatten(dropdown.json.result as OrgNode[]).has(org.b1)).toBe(true);

    await admin.ok.post('/api/sysOrg/update', {
      id: org.b1,
      name: 'Shop B-1',
      remark: 'renamed',
      code: 'RB1',
    });
    expect(await orgRow(org.b1)).toMatchObject({
      name: 'Shop B-1',
      remark: 'renamed',
      code: 'RB1',
      pid: org.b,
    });

    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['diffType', 'rowId'])
      .where('tableName', '=', 'sys_org')
      .where('rowId', '=', org.b1)
      .orderBy('id')
      .execute();
    expect(diffs.map((d) => d.diffType)).toEqual(['insert', 'update']);
  });

  it('keeps codes unique in the tenant and names unique among siblings', async () => {
    const before = await liveCount();
    const code = await admin.post('/api/sysOrg/add', { pid: org.b, name: 'Fresh', code: 'ra1' });
    expect(code.json.code).toBe(409);
    expect(code.json.message).toContain('code');
    const name = await admin.post('/api/sysOrg/add', { pid: org.a, name: 'shop a1' });
    expect(name.json.code).toBe(409);
    expect(name.json.message).toContain('name');
    expect(await liveCount()).toBe(before);
    // the same name below another parent is fine
    const cousin = await addOrg({ pid: org.b, name: 'Shop A1' });
    const rename = await admin.post('/api/sysOrg/update', { id: cousin, name: 'Shop B-1' });
    expect(rename.json.code).toBe(409);
    const move = await admin.post('/api/sysOrg/update', { id: cousin, name: 'Shop A1', pid: org.a });
    expect(move.json.code).toBe(409);
    expect(await orgRow(cousin)).toMatchObject({ pid: org.b, name: 'Shop A1' });
    const unknown = await admin.post('/api/sysOrg/add', { name: 'X', tenantId: OTHER_TENANT });
    expect(unknown.json.code).toBe(400);
    await admin.post('/api/sysOrg/delete', { id: cousin });
  });

  it('refuses to move an org below itself or its descendants, and re-levels a moved subtree', async () => {
    const self = await admin.post('/api/sysOrg/update', { id: org.a, name: 'Region A', pid: org.a });
    expect(self.json.code).toBe(400);
    const child = await admin.post('/api/sysOrg/update', { id: org.a, name: 'Region A', pid: org.a1 });
    expect(child.json.code).toBe(400);
    expect(child.json.extras).toMatchObject({ reason: 'org.cycle' });
    expect(await orgRow(org.a)).toMatchObject({ pid: ROOT_ORG, level: 2 });
    const rootMove = await admin.post('/api/sysOrg/update', { id: ROOT_ORG, name: 'HQ', pid: org.a });
    expect(rootMove.json.code).toBe(400);
    expect((await orgRow(ROOT_ORG)).pid).toBe(0);

    const c = await addOrg({ pid: ROOT_ORG, name: 'Region C' });
    const c1 = await addOrg({ pid: c, name: 'Shop C1' });
    await admin.ok.post('/api/sysOrg/update', { id: c, name: 'Region C', pid: org.a1 });
    expect(await orgRow(c)).toMatchObject({ pid: org.a1, level: 4 });
    expect((await orgRow(c1)).level).toBe(5);
    await admin.ok.post('/api/sysOrg/update', { id: c, name: 'Region C', pid: ROOT_ORG });
    expect((await orgRow(c1)).level).toBe(3);
    await admin.post('/api/sysOrg/delete', { id: c });
  });

  it('refuses to delete the root org and orgs whose subtree has users; deletes a subtree and its links', async () => {
    const root = await admin.post('/api/sysOrg/delete', { id: ROOT_ORG });
    expect(root.json.code).toBe(400);
    expect(root.json.extras).toMatchObject({ reason: 'org.rootCannotDelete' });

    const d = await addOrg({ pid: ROOT_ORG, name: 'Region D' });
    const d1 = await addOrg({ pid: d, name: 'Shop D1' });
    const d2 = await addOrg({ pid: d, name: 'Shop D2' });
    const staff = await insertUser(t, { account: 'dstaff01', orgId: d1 });
    const main = await admin.post('/api/sysOrg/delete', { id: d });
    expect(main.json.code).toBe(400);
    expect(main.json.extras).toMatchObject({ reason: 'org.hasUsers' });
    expect((await orgRow(d)).isDelete).toBe(0);
    expect((await orgRow(d1)).isDelete).toBe(0);

    await t.ctx.db.updateTable('sysUser').set({ orgId: ROOT_ORG }).where('id', '=', staff).execute();
    await t.ctx.db
      .insertInto('sysUserExtOrg')
      .values({ id: t.ctx.ids.next(), userId: staff, orgId: d2, posId: 0 })
      .execute();
    const ext = await admin.post('/api/sysOrg/delete', { id: d });
    expect(ext.json.code).toBe(400);
    expect(ext.json.extras).toMatchObject({ reason: 'org.hasUsers' });
    expect((await orgRow(d2)).isDelete).toBe(0);

    await t.ctx.db.deleteFrom('sysUserExtOrg').where('userId', '=', staff).execute();
    const role = await insertRole(t, { code: 'd_scope', dataScope: DataScope.Define });
    await t.ctx.db
      .insertInto('sysRoleOrg')
      .values([
        { id: t.ctx.ids.next(), roleId: role, orgId: d1 },
        { id: t.ctx.ids.next(), roleId: role, orgId: org.a },
      ])
      .execute();
    await admin.ok.post('/api/sysOrg/delete', { id: d });
    for (const id of [d, d1, d2]) expect((await orgRow(id)).isDelete).toBe(1);
    const links = await t.ctx.db
      .selectFrom('sysRoleOrg')
      .select('orgId')
      .where('roleId', '=', role)
      .execute();
    expect(links.map((l) => l.orgId)).toEqual([org.a]);
    expect(flatten(await tree(admin)).has(d1)).toBe(false);
    expect((await admin.post('/api/sysOrg/delete', { id: d })).json.code).toBe(404);
  });

  it('limits the list to a custom (5) data scope, showing ancestors disabled', async () => {
    const role = await insertRole(t, {
      code: 'custom_scope',
      dataScope: DataScope.Self,
      permissions: ['sysOrg:list'],
    });
    await admin.ok.post('/api/sysRole/grantDataScope', {
      id: role,
      dataScope: DataScope.Define,
      orgIdList: [org.a1],
    });
    const user = (await signInNewUser(t, { account: 'custom01', orgId: org.b1, roleIds: [role] })).api;

    const nodes = flatten(await tree(user));
    expect([...nodes.entries()].sort()).toEqual(
      [
        [ROOT_ORG, true],
        [org.a, true],
        [org.a1, false],
      ].sort(),
    );
    const flat = await tree(user, '?name=shop');
    expect(flat.map((n) => n.id)).toEqual([org.a1]);
    expect(await tree(user, `?id=${org.b}`)).toEqual([]);
    const dropdown = await user.get('/api/sysOrg/tree');
    expect([...flatten(dropdown.json.result as OrgNode[]).keys()].sort()).toEqual(
      [ROOT_ORG, org.a, org.a1].sort(),
    );

    // a normal user changes orgs only inside its scope and cannot add top-level orgs
    const noButton = await user.post('/api/sysOrg/add', { pid: org.a1, name: 'Kiosk' });
    expect(noButton.json.code).toBe(403);
    const writer = await insertRole(t, {
      code: 'org_writer',
      dataScope: DataScope.Self,
      permissions: ['sysOrg:list', 'sysOrg:add', 'sysOrg:update', 'sysOrg:delete'],
    });
    await admin.post('/api/sysRole/grantDataScope', {
      id: writer,
      dataScope: DataScope.Define,
      orgIdList: [org.a1],
    });
    const w = (await signInNewUser(t, { account: 'writer01', orgId: org.b1, roleIds: [writer] })).api;
    const top = await w.post('/api/sysOrg/add', { pid: 0, name: 'Rogue HQ' });
    expect(top.json.code).toBe(403);
    const outside = await w.post('/api/sysOrg/add', { pid: org.b, name: 'Rogue shop' });
    expect(outside.json.code).toBe(403);
    const editOutside = await w.post('/api/sysOrg/update', { id: org.b1, name: 'Taken' });
    expect(editOutside.json.code).toBe(403);
    expect((await orgRow(org.b1)).name).toBe('Shop B-1');
    const kiosk = await addOrg({ pid: org.a1, name: 'Kiosk' }, w);
    expect((await orgRow(kiosk)).level).toBe(4);
    await w.ok.post('/api/sysOrg/delete', { id: kiosk });
  });

  it('combines data scopes whatever the order of the roles: All and Self see everything', async () => {
    const self = await insertRole(t, {
      code: 'only_self',
      dataScope: DataScope.Self,
      permissions: ['sysOrg:list'],
    });
    const all = await insertRole(t, {
      code: 'see_all',
      dataScope: DataScope.All,
      permissions: ['sysOrg:list'],
    });
    await insertUser(t, { account: 'mixed01', orgId: org.b1, roleIds: [self, all] });
    await insertUser(t, { account: 'mixed02', orgId: org.b1, roleIds: [all, self] });
    await insertUser(t, { account: 'selfonly', orgId: org.b1, roleIds: [self] });
    const adminNodes = flatten(await tree(admin));
    for (const account of ['mixed01', 'mixed02']) {
      const user = await signInAs(t, account, { password: FIXTURE_PASSWORD });
      const nodes = flatten(await tree(user));
      expect([...nodes.keys()].sort(), account).toEqual([...adminNodes.keys()].sort());
      expect([...nodes.values()].every((d) => d === false)).toBe(true);
    }
    const selfOnly = await signInAs(t, 'selfonly', { password: FIXTURE_PASSWORD });
    expect(await tree(selfOnly)).toEqual([]);
    // disabling the All role narrows the scope at the next call
    await admin.post('/api/sysRole/setStatus', { id: all, status: Status.Disable });
    const mixed = await signInAs(t, 'mixed01', { password: FIXTURE_PASSWORD });
    expect(await tree(mixed)).toEqual([]);
  });

  it("answers 404 for another tenant's orgs and changes nothing", async () => {
    const before = await orgRow(OTHER_ROOT_ORG);
    const upd = await admin.post('/api/sysOrg/update', { id: OTHER_ROOT_ORG, name: 'Hijacked' });
    expect(upd.json.code).toBe(404);
    const del = await admin.post('/api/sysOrg/delete', { id: OTHER_ROOT_ORG });
    expect(del.json.code).toBe(404);
    const under = await admin.post('/api/sysOrg/add', { pid: OTHER_ROOT_ORG, name: 'Infiltrator' });
    expect(under.json.code).toBe(404);
    const moveInto = await admin.post('/api/sysOrg/update', {
      id: org.b1,
      name: 'Shop B-1',
      pid: OTHER_ROOT_ORG,
    });
    expect(moveInto.json.code).toBe(404);
    expect((await admin.get(`/api/sysOrg/list?id=${OTHER_ROOT_ORG}`)).json.code).toBe(404);
    expect((await admin.get(`/api/sysOrg/list?id=${OTHER_ROOT_ORG}&name=Other`)).json.code).toBe(404);
    expect(flatten(await tree(admin)).has(OTHER_ROOT_ORG)).toBe(false);
    expect(await orgRow(OTHER_ROOT_ORG)).toEqual(before);
    expect((await orgRow(org.b1)).pid).toBe(org.b);
    const infiltrators = await t.ctx.db
      .selectFrom('sysOrg')
      .select('id')
      .where('name', '=', 'Infiltrator')
      .execute();
    expect(infiltrators).toEqual([]);
  });
});
