import { AccountType } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/platform/http/route.ts';
import { type Api, apiAs, signInAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewUser } from '../support/fixtures.ts';
import { pluginRoutes } from '../support/plugins.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Every call of spec §7, with its exact method and path. */
const SPEC_CALLS = [
  'GET /api/sysAuth/captcha',
  'GET /api/sysAuth/loginConfig',
  'POST /api/sysAuth/login',
  'POST /api/sysAuth/loginPhone',
  'POST /api/sysAuth/logout',
  'GET /api/sysAuth/refreshToken',
  'GET /api/sysAuth/userInfo',
  'GET /api/sysAuth/watermarkConfig',
  'GET /api/sysConst/data/:typeName',
  'GET /api/sysConst/list',
  'POST /api/sysDictType/add',
  'POST /api/sysDictType/delete',
  'POST /api/sysDictType/update',
  'POST /api/sysDictType/setStatus',
  'GET /api/sysDictType/allDictList',
  'GET /api/sysDictType/dataList',
  'GET /api/sysDictType/detail',
  'GET /api/sysDictType/list',
  'POST /api/sysDictType/page',
  'POST /api/sysMenu/add',
  'POST /api/sysMenu/delete',
  'POST /api/sysMenu/update',
  'GET /api/sysMenu/list',
  'GET /api/sysMenu/loginMenuTree',
  'GET /api/sysMenu/ownBtnPermList',
];

/** Administration calls of the template (reference §4.10–4.14) this product keeps, with method and path. */
const ADMIN_CALLS = [
  'POST /api/sysFile/page',
  'POST /api/sysFile/uploadFile',
  'POST /api/sysFile/uploadAvatar',
  'POST /api/sysFile/uploadSignature',
  'POST /api/sysFile/downloadFile',
  'POST /api/sysFile/delete',
  'POST /api/sysFile/update',
  'POST /api/sysNotice/page',
  'POST /api/sysNotice/add',
  'POST /api/sysNotice/update',
  'POST /api/sysNotice/delete',
  'POST /api/sysNotice/public',
  'POST /api/sysNotice/cancel',
  'POST /api/sysNotice/setRead',
  'GET /api/sysNotice/pageReceived',
  'GET /api/sysNotice/unReadList',
  'POST /api/sysOnlineUser/page',
  'POST /api/sysOnlineUser/forceOffline',
  ...['sysLogVis', 'sysLogOp', 'sysLogEx', 'sysLogDiff'].flatMap((log) => [
    `POST /api/${log}/page`,
    `POST /api/${log}/clear`,
    `POST /api/${log}/export`,
  ]),
  'GET /api/sysCache/keyList',
  'GET /api/sysCache/value/:key',
  'GET /api/sysCache/keysByPrefixKey/:prefixKey',
  'POST /api/sysCache/delete/:key',
  'POST /api/sysCache/deleteByPreKey/:prefixKey',
  'GET /api/sysServer/serverBase',
  'GET /api/sysServer/serverUsed',
  'GET /api/sysServer/serverDisk',
  'POST /api/sysRegion/page',
  'GET /api/sysRegion/list',
  'POST /api/sysRegion/add',
  'POST /api/sysRegion/update',
  'POST /api/sysRegion/delete',
  ...[
    'pageJobDetail',
    'addJobDetail',
    'updateJobDetail',
    'deleteJobDetail',
    'addJobTrigger',
    'updateJobTrigger',
    'deleteJobTrigger',
    'previewTrigger',
    'pauseJob',
    'startJob',
    'pauseTrigger',
    'startTrigger',
    'pauseAllJob',
    'startAllJob',
    'runJob',
    'cancelJob',
    'cancelSleep',
    'pageJobTriggerRecord',
  ].map((call) => `POST /api/sysJob/${call}`),
  ...['jobTypeList', 'jobTriggerList', 'jobClusterList', 'dashboard'].map(
    (call) => `GET /api/sysJob/${call}`,
  ),
];

interface Persona {
  name: string;
  api: Api;
  signedIn: boolean;
  /** the button codes this persona holds, computed from the seed tables, not by the code under test */
  holds: (code: string) => boolean;
}

const PARAM_VALUES: Record<string, string> = {
  phoneNumber: '13800000000',
  typeName: 'Status',
  // never a real key: the matrix must not delete the sessions' cache entries
  key: 'matrix-no-such-key',
  prefixKey: 'matrix-no-such-prefix',
};

function urlOf(route: RouteEntry): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? '1');
}

describe.each(databaseKinds())('permission matrix on %s', (kind) => {
  let t: TestApp;
  let personas: Persona[];

  async function heldCodes(userId: number): Promise<Set<string>> {
    const rows = await t.ctx.db
      .selectFrom('sysMenu as m')
      .innerJoin('sysRoleMenu as rm', 'rm.menuId', 'm.id')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'rm.roleId')
      .select('m.permission')
      .where('ur.userId', '=', userId)
      .where('m.permission', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.permission as string));
  }

  async function tenantCodes(tenantId: number): Promise<Set<string>> {
    const rows = await t.ctx.db
      .selectFrom('sysMenu as m')
      .innerJoin('sysTenantMenu as tm', 'tm.menuId', 'm.id')
      .select('m.permission')
      .where('tm.tenantId', '=', tenantId)
      .where('m.permission', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.permission as string));
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const superadmin = await signInAs(t, 'superadmin');
    const other = await signInNewTenantAdmin(t, 'Matrix Other Shop', 'matrixadmin');
    const cashier = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'cashier')
      .executeTakeFirstOrThrow();
    const defaultTenant = await tenantCodes(1300000000001);
    const otherTenant = await tenantCodes(other.tenantId);
    const cashierCodes = await heldCodes(cashier.id);
    expect(cashierCodes.size).toBeGreaterThan(3);
    personas = [
      { name: 'anonymous', api: apiAs(t, null), signedIn: false, holds: () => false },
      {
        name: 'no grants',
        api: (await signInNewUser(t, { account: 'nograntsuser', accountType: AccountType.NormalUser })).api,
        signedIn: true,
        holds: () => false,
      },
      {
        name: 'cashier',
        api: await signInAs(t, 'cashier'),
        signedIn: true,
        holds: (c) => cashierCodes.has(c),
      },
      {
        name: 'tenant admin',
        api: await signInAs(t, 'admin'),
        signedIn: true,
        holds: (c) => defaultTenant.has(c),
      },
      {
        name: "another tenant's admin",
        api: other.admin,
        signedIn: true,
        holds: (c) => otherTenant.has(c),
      },
      { name: 'super admin', api: superadmin, signedIn: true, holds: () => true },
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers every call of spec §7 with its method and path', () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(SPEC_CALLS.filter((c) => !registered.has(c))).toEqual([]);
  });

  it('registers the template’s administration calls with their method and path', () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(ADMIN_CALLS.filter((c) => !registered.has(c))).toEqual([]);
  });

  it('keeps platform codes away from tenants', () => {
    const admin = personas.find((p) => p.name === 'tenant admin') as Persona;
    for (const code of [
      'sysTenant:page',
      'sysMenu:add',
      'sysConfig:update',
      'sysDictType:add',
      'sysJob:runJob',
    ]) {
      expect(admin.holds(code)).toBe(false);
    }
  });

  it('answers every route for every persona as its declaration says', async () => {
    const mismatches: string[] = [];
    const routes = t.routes.filter((r) => r.url !== '/api/sysAuth/logout');
    // no plugin is enabled here: a plugin's routes answer 404 to every signed-in caller, before the permission
    const ofPlugins = pluginRoutes(t);
    expect(ofPlugins.size).toBeGreaterThan(0);
    for (const route of routes) {
      for (const persona of personas) {
        const res =
          route.method === 'POST'
            ? await persona.api.post(urlOf(route), {})
            : await persona.api.get(urlOf(route));
        const reason = (res.json.extras as { reason?: string } | null)?.reason ?? '';
        const denied = res.json.code === 403 && reason.startsWith('permission.');
        const unauthenticated = res.status === 401;
        const absent = res.json.code === 404 && reason === 'plugin.disabled';
        let expected: 'allowed' | 'denied' | 'unauthenticated' | 'absent';
        if ('public' in route.access) expected = 'allowed';
        else if (!persona.signedIn) expected = 'unauthenticated';
        else if (ofPlugins.has(`${route.method} ${route.url}`)) expected = 'absent';
        else if ('login' in route.access) expected = 'allowed';
        else expected = persona.holds(route.access.permission) ? 'allowed' : 'denied';
        const actual = unauthenticated
          ? 'unauthenticated'
          : denied
            ? 'denied'
            : absent
              ? 'absent'
              : 'allowed';
        if (res.status >= 500)
          mismatches.push(`${route.method} ${route.url} as ${persona.name}: HTTP ${res.status}`);
        else if (actual !== expected) {
          mismatches.push(
            `${route.method} ${route.url} as ${persona.name}: expected ${expected}, got ${actual}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("gives the cashier only its granted menus and exactly its grant's button codes", async () => {
    const cashier = personas.find((p) => p.name === 'cashier') as Persona;
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'cashier')
      .executeTakeFirstOrThrow();
    const granted = await t.ctx.db
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'rm.roleId')
      .select('rm.menuId')
      .where('ur.userId', '=', user.id)
      .execute();
    const grantedIds = new Set(granted.map((g) => g.menuId));
    const tree = await cashier.api.get('/api/sysMenu/loginMenuTree');
    type Node = { id: number; children: Node[] };
    const ids: number[] = [];
    const walk = (nodes: Node[]) => {
      for (const n of nodes) {
        ids.push(n.id);
        walk(n.children ?? []);
      }
    };
    walk(tree.json.result as Node[]);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.filter((id) => !grantedIds.has(id))).toEqual([]);
    const own = await cashier.api.get('/api/sysMenu/ownBtnPermList');
    const expected = [...(await heldCodes(user.id))].sort();
    expect([...(own.json.result as string[])].sort()).toEqual(expected);
    expect(expected).not.toContain('sysUser:page');
  });

  it('signs a persona out only with its own session', async () => {
    const admin = await signInAs(t, 'admin');
    expect((await apiAs(t, null).post('/api/sysAuth/logout')).status).toBe(401);
    expect((await admin.post('/api/sysAuth/logout')).json.code).toBe(200);
  });
});
