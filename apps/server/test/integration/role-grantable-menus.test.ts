import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertRole, signInNewUser } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

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
    const admin = await signInAs(t, 'admin');
    const res = await admin.get('/api/sysRole/grantableMenuTree');
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
    const s = (await signInNewUser(t, { account: 'rolekeeper1', roleIds: [roleId] })).api;
    const res = await s.get('/api/sysRole/grantableMenuTree');
    const codes = flatten(res.json.result as Node[])
      .map((n) => n.permission)
      .filter((c) => c !== null)
      .sort();
    expect(codes).toEqual(['sysPos:list', 'sysRole:add', 'sysRole:page']);
  });
});
