import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertRole, insertUser } from '../support/fixtures.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

interface Node {
  id: number;
  permission: string | null;
  children: Node[];
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe.each(databaseKinds())('grantable menu tree of roles on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a tenant admin its tenant's menus with buttons, never platform menus", async () => {
    const admin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    const res = await call(t.app, 'GET', '/api/sysRole/grantableMenuTree', { headers: admin.headers });
    const codes = flatten(res.json.result as Node[]).map((n) => n.permission);
    expect(codes).toContain('sysUser:add');
    expect(codes).toContain('sysRole:grantMenu');
    expect(codes).not.toContain('sysTenant:page');
    expect(codes).not.toContain('sysMenu:add');
    const tenantMenus = await t.ctx.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', 1300000000001)
      .execute();
    const granted = new Set(tenantMenus.map((r) => r.menuId));
    expect(flatten(res.json.result as Node[]).filter((n) => !granted.has(n.id))).toEqual([]);
  });

  it('gives a normal user only the menus it holds itself', async () => {
    const roleId = await insertRole(t, {
      code: 'roleKeeper',
      permissions: ['sysRole:page', 'sysRole:add', 'sysPos:list'],
    });
    await insertUser(t, { account: 'rolekeeper1', roleIds: [roleId] });
    const s = await signIn(t.app, 'rolekeeper1', FIXTURE_PASSWORD);
    const res = await call(t.app, 'GET', '/api/sysRole/grantableMenuTree', { headers: s.headers });
    const codes = flatten(res.json.result as Node[])
      .map((n) => n.permission)
      .filter((c) => c !== null)
      .sort();
    expect(codes).toEqual(['sysPos:list', 'sysRole:add', 'sysRole:page']);
  });
});
