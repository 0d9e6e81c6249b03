import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { signIn } from '../support/auth.ts';
import { type Api, apiAs, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT, FIXTURE_PASSWORD, insertRole, insertUser, ROOT_ORG } from '../support/fixtures.ts';
import { samples, upload } from '../support/multipart.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * loginMenuTree and userInfo are cached per user as finished answers. Every change they depend on must show in
 * the very next answer. With Redis the change is made on one instance and read on another (two processes
 * sharing the database and the cache).
 */
type Variant = [kind: ReturnType<typeof databaseKinds>[number], redis: boolean];
const variants: Variant[] = databaseKinds().map((k) => [k, false]);
if (process.env.TEST_REDIS_URL) variants.push(['sqlite', true]);

interface RouteNode {
  path: string;
  meta: { title: string };
  children: RouteNode[];
}
interface UserInfo {
  realName: string;
  nickName: string | null;
  avatar: string | null;
  orgName: string | null;
  posName: string | null;
  roleIds: number[];
  buttons: string[];
}

const flatten = (nodes: RouteNode[]): RouteNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe.each(variants)('cached menu tree and user info on %s (Redis: %s)', (kind, redis) => {
  let t: TestApp;
  /** where the signed-in user reads: a second instance with Redis, else the same one */
  let reader: BuiltApp;
  let superadmin: Api;
  let admin: Api;
  let clerk: Api;
  let clerkId: number;
  let posRole: number;
  let noticeRole: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, redis ? { USE_REDIS: '1' } : {});
    reader = redis ? await secondInstance(t) : t;
    superadmin = await signInAs(t, 'superadmin');
    admin = await signInAs(t, 'admin');
    posRole = await insertRole(t, { code: 'hotPos', permissions: ['sysPos:list', 'sysFile:uploadAvatar'] });
    noticeRole = await insertRole(t, { code: 'hotNotice', permissions: ['sysNotice:page'] });
    clerkId = await insertUser(t, { account: 'hotclerk', roleIds: [posRole] });
    clerk = apiAs(t, await signIn(reader.app, 'hotclerk', FIXTURE_PASSWORD));
  });
  afterAll(async () => {
    if (reader !== t) await reader?.app.close();
    await t?.close();
  });

  const read = <T>(url: string, who = clerk) => who.on(reader).ok.get<T>(url);
  const paths = async (who = clerk) =>
    flatten(await read<RouteNode[]>('/api/sysMenu/loginMenuTree', who)).map((n) => n.path);
  const info = (who = clerk) => read<UserInfo>('/api/sysAuth/userInfo', who);
  const menuIdsOf = async (permission: string) => {
    const button = await t.ctx.db
      .selectFrom('sysMenu')
      .select(['id', 'pid'])
      .where('permission', '=', permission)
      .executeTakeFirstOrThrow();
    return [button.id, button.pid];
  };

  it('shows a change to a role’s menus in the next menu tree and user info', async () => {
    expect(await paths()).toContain('/system/pos');
    expect(await paths()).not.toContain('/system/notice'); // answered from the cache this time
    expect((await info()).buttons).toContain('sysPos:list');
    await admin.ok.post('/api/sysRole/grantMenu', {
      id: posRole,
      menuIdList: await menuIdsOf('sysNotice:page'),
    });
    expect(await paths()).toContain('/system/notice');
    expect(await paths()).not.toContain('/system/pos');
    const buttons = (await info()).buttons;
    expect(buttons).toContain('sysNotice:page');
    expect(buttons).not.toContain('sysPos:list');
    await admin.ok.post('/api/sysRole/grantMenu', {
      id: posRole,
      menuIdList: [...(await menuIdsOf('sysPos:list')), ...(await menuIdsOf('sysFile:uploadAvatar'))],
    });
    expect(await paths()).toContain('/system/pos');
  });

  it('shows the user’s new roles at once', async () => {
    expect((await info()).roleIds).toEqual([posRole]);
    await admin.ok.post('/api/sysUser/grantRole', { userId: clerkId, roleIdList: [posRole, noticeRole] });
    expect((await info()).roleIds.sort()).toEqual([posRole, noticeRole].sort());
    expect(await paths()).toEqual(expect.arrayContaining(['/system/pos', '/system/notice']));
    await admin.ok.post('/api/sysUser/grantRole', { userId: clerkId, roleIdList: [posRole] });
    expect(await paths()).not.toContain('/system/notice');
  });

  it('shows a menu edit in every user’s next tree', async () => {
    const [, screen] = await menuIdsOf('sysPos:list');
    const menu = (await read<Array<{ id: number; children: unknown[] }>>('/api/sysMenu/list', superadmin))
      .flatMap(function all(n): Array<Record<string, unknown>> {
        return [n as Record<string, unknown>, ...(n.children as never[]).flatMap(all)];
      })
      .find((m) => m.id === screen) as Record<string, unknown>;
    const titleOf = async () =>
      flatten(await read<RouteNode[]>('/api/sysMenu/loginMenuTree')).find((n) => n.path === '/system/pos')
        ?.meta.title;
    expect(await titleOf()).toBe(menu.title);
    const { children: _children, createTime: _c, updateTime: _u, ...fields } = menu;
    await superadmin.ok.post('/api/sysMenu/update', { ...fields, title: 'Positions (renamed)' });
    expect(await titleOf()).toBe('Positions (renamed)');
  });

  it('shows profile edits by an administrator and by the user at once', async () => {
    expect((await info()).realName).toBe('hotclerk');
    await admin.ok.post('/api/sysUser/update', { id: clerkId, realName: 'Clerk Renamed' });
    expect((await info()).realName).toBe('Clerk Renamed');
    await clerk.ok.post('/api/sysUser/baseInfo', { nickName: 'Nick' });
    expect((await info()).nickName).toBe('Nick');
    const uploaded = await upload(t.app, '/api/sysFile/uploadAvatar', clerk.headers, 'me.png', samples.png());
    expect(uploaded.json.code, uploaded.json.message).toBe(200);
    expect((await info()).avatar).toBe((uploaded.json.result as { url: string }).url);
  });

  it('shows a renamed position and organisation in the holders’ profiles', async () => {
    const posId = (await admin.ok.post('/api/sysPos/add', { name: 'Cashier', code: 'hotcash' })) as number;
    const orgId = (await admin.ok.post('/api/sysOrg/add', {
      pid: ROOT_ORG,
      name: 'Hot Shop',
      code: 'hotshop',
    })) as number;
    await admin.ok.post('/api/sysUser/update', { id: clerkId, posId, orgId });
    expect(await info()).toMatchObject({ posName: 'Cashier', orgName: 'Hot Shop' });
    await admin.ok.post('/api/sysPos/update', { id: posId, name: 'Senior Cashier', code: 'hotcash' });
    expect((await info()).posName).toBe('Senior Cashier');
    await admin.ok.post('/api/sysOrg/update', {
      id: orgId,
      pid: ROOT_ORG,
      name: 'Hot Shop East',
      code: 'hotshop',
    });
    expect((await info()).orgName).toBe('Hot Shop East');
  });

  it('shows a renamed tenant as its organisation in its users’ profiles', async () => {
    expect((await info(admin)).orgName).not.toBe('Hot Tenant');
    await superadmin.ok.post('/api/sysTenant/update', { id: DEFAULT_TENANT, name: 'Hot Tenant' });
    expect((await info(admin)).orgName).toBe('Hot Tenant');
  });
});
