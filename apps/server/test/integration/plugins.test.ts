import type { PluginDetailOutput, PluginOutput } from '@retail/contracts/api/system/plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { DEFAULT_TENANT_ID } from '../../src/db/seed/core.ts';
import { EXAMPLE_HELLO_MENU_ID } from '../../src/plugins/example-hello/index.ts';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The plugin runtime with the example plugin (plugins/example-hello): a tenant enables it and only that tenant's
 * callers reach its route and see its menu. With Redis the change is made on one instance and read on a second
 * one sharing the database and the cache, without a restart.
 */
type Variant = [kind: ReturnType<typeof databaseKinds>[number], redis: boolean];
const variants: Variant[] = databaseKinds().map((k) => [k, !!process.env.TEST_REDIS_URL]);

const PLUGIN = 'example-hello';
const GREETING = '/api/exampleHello/greeting';
const API_KEY = 'key-0123456789-secret';

interface StoredConfig {
  greeting: string;
  apiKey: string;
}
interface RouteNode {
  path: string;
  children: RouteNode[];
}
const flatten = (nodes: RouteNode[]): RouteNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe.each(variants)('plugins on %s (two instances with Redis: %s)', (kind, redis) => {
  let t: TestApp;
  /** a second instance sharing the database and Redis; the same app without Redis */
  let second: BuiltApp;
  let superadmin: Api;
  let admin: Api;
  let otherAdmin: Api;
  let otherTenant: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, redis ? { USE_REDIS: '1' } : {});
    second = redis ? await secondInstance(t) : t;
    superadmin = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    ({ tenantId: otherTenant, admin: otherAdmin } = await signInNewTenantAdmin(
      t,
      `plugin-b-${kind}`,
      'pluginb',
    ));
    otherAdmin = otherAdmin.with(IN_ENGLISH);
  });
  afterAll(async () => {
    if (second !== t) await second?.app.close();
    await t?.close();
  });

  const menuPaths = async (who: Api) =>
    flatten(await who.ok.get<RouteNode[]>('/api/sysMenu/loginMenuTree')).map((n) => n.path);
  const buttons = async (who: Api) =>
    (await who.ok.get<{ buttons: string[] }>('/api/sysAuth/userInfo')).buttons;
  const setting = async (tenantId = DEFAULT_TENANT_ID) => {
    const page = await superadmin.ok.page<PluginOutput>('/api/sysPlugin/page', { tenantId });
    return page.items.find((p) => p.pluginId === PLUGIN) as PluginOutput;
  };
  const enable = (config: Record<string, unknown> = { greeting: 'Hello', apiKey: API_KEY }) =>
    superadmin.ok.post<number>('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: DEFAULT_TENANT_ID,
      config,
    });
  const storedRow = (id: number) =>
    t.ctx.db.selectFrom('sysPlugin').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the built-in plugin from its manifest, not set up, and answers its route 404 to every tenant', async () => {
    const item = await setting();
    expect(item).toMatchObject({
      pluginId: PLUGIN,
      name: 'Example: greeting',
      version: '1.0.0',
      scope: 'tenant',
      tenantId: DEFAULT_TENANT_ID,
      id: null,
      status: null,
      hasTest: true,
    });
    const refused = await admin.get(GREETING);
    expect(refused.json.code).toBe(404);
    expect(refused.json.extras?.reason).toBe('plugin.disabled');
    expect(refused.json.message).toContain('example-hello');
    // the super admin's own tenant has not enabled it either
    expect((await superadmin.get(GREETING)).json.code).toBe(404);
    expect(await menuPaths(admin)).not.toContain('/system/exampleHello');
    expect(await buttons(admin)).not.toContain('exampleHello:greeting');
  });

  it('refuses a config its schema does not accept with a 400 naming the field, and stores nothing', async () => {
    const bad = await superadmin.post('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: DEFAULT_TENANT_ID,
      config: { greeting: 'Hi', apiKey: 'short' },
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('config.apiKey');
    const missing = await superadmin.post('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: DEFAULT_TENANT_ID,
      config: { apiKey: API_KEY },
    });
    expect(missing.json.code).toBe(400);
    expect(missing.json.message).toContain('config.greeting');
    const unknown = await superadmin.post('/api/sysPlugin/add', { pluginId: 'no-such', config: {} });
    expect(unknown.json.code).toBe(404);
    const noTenant = await superadmin.post('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: 987654321,
      config: { greeting: 'Hi', apiKey: API_KEY },
    });
    expect(noTenant.json.code).toBe(400);
    expect(noTenant.json.message).toContain('tenantId');
    const noPlugin = await superadmin.get('/api/sysPlugin/detail');
    expect(noPlugin.json.code).toBe(400);
    expect(noPlugin.json.message).toContain('id');
    const rows = await t.ctx.db.selectFrom('sysPlugin').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('enabling for the default tenant opens the route and menu to it only, on the other instance too', async () => {
    const id = await enable();
    expect(await admin.on(second).ok.get(GREETING)).toEqual({ greeting: 'Hello', apiKeySet: true });
    expect(await menuPaths(admin.on(second))).toContain('/system/exampleHello');
    expect(await buttons(admin.on(second))).toContain('exampleHello:greeting');
    // the other tenant is unaffected
    expect((await otherAdmin.on(second).get(GREETING)).json.code).toBe(404);
    expect(await menuPaths(otherAdmin.on(second))).not.toContain('/system/exampleHello');
    expect((await setting(otherTenant)).status).toBeNull();
    expect((await setting()).status).toBe(1);
    // a second setting of the same plugin for the tenant is refused
    const again = await superadmin.post('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: DEFAULT_TENANT_ID,
      config: { greeting: 'Again', apiKey: API_KEY },
    });
    expect(again.json.code).toBe(409);
    expect((await storedRow(id)).status).toBe(1);
  });

  it('seals the secret in the database and never answers it', async () => {
    const { id } = await setting();
    const row = await storedRow(id as number);
    expect(row.configEnc).not.toContain(API_KEY);
    const stored = JSON.parse(row.configEnc) as StoredConfig;
    expect(stored.greeting).toBe('Hello');
    expect(stored.apiKey).toMatch(/^v1\./);
    expect(t.ctx.secrets.open(stored.apiKey)).toBe(API_KEY);
    const answers = [
      await superadmin.get(`/api/sysPlugin/detail?id=${id}`),
      await superadmin.get(`/api/sysPlugin/detail?pluginId=${PLUGIN}&tenantId=${DEFAULT_TENANT_ID}`),
      await superadmin.post('/api/sysPlugin/page', { tenantId: DEFAULT_TENANT_ID }),
    ];
    for (const answer of answers) {
      expect(answer.json.code).toBe(200);
      expect(answer.text).not.toContain(API_KEY);
      expect(answer.text).not.toContain(stored.apiKey);
    }
    const detail = answers[0]?.json.result as PluginDetailOutput;
    expect(detail.config).toEqual({ greeting: 'Hello', apiKey: '******' });
    expect(detail.secretKeys).toEqual(['apiKey']);
    expect(detail.configSchema).toMatchObject({
      type: 'object',
      properties: { greeting: { type: 'string' }, apiKey: { type: 'string', minLength: 8 } },
      required: ['greeting', 'apiKey'],
    });
    expect(detail.menus.map((m) => m.id)).toEqual([EXAMPLE_HELLO_MENU_ID]);
    expect(detail.routes).toEqual([{ method: 'GET', url: GREETING, access: 'exampleHello:greeting' }]);
  });

  it('keeps the stored secret when the masked one is sent back, and replaces it when a new one is', async () => {
    const { id } = await setting();
    await superadmin.ok.post('/api/sysPlugin/update', {
      id,
      config: { greeting: 'Good day', apiKey: '******' },
    });
    expect(await admin.on(second).ok.get(GREETING)).toEqual({ greeting: 'Good day', apiKeySet: true });
    const kept = JSON.parse((await storedRow(id as number)).configEnc) as StoredConfig;
    expect(t.ctx.secrets.open(kept.apiKey)).toBe(API_KEY);

    await superadmin.ok.post('/api/sysPlugin/update', {
      id,
      config: { greeting: 'Good day', apiKey: 'another-key-42' },
    });
    const replaced = JSON.parse((await storedRow(id as number)).configEnc) as StoredConfig;
    expect(t.ctx.secrets.open(replaced.apiKey)).toBe('another-key-42');

    const bad = await superadmin.post('/api/sysPlugin/update', {
      id,
      config: { greeting: '', apiKey: '******' },
    });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('config.greeting');
    expect(await admin.ok.get(GREETING)).toEqual({ greeting: 'Good day', apiKeySet: true });
  });

  it('runs the plugin’s test with the stored config', async () => {
    const { id } = await setting();
    expect(await superadmin.ok.post('/api/sysPlugin/testConfig', { id, target: 'Ada' })).toBe(
      'Good day, Ada!',
    );
  });

  it('disabling closes the route and hides the menu on the other instance at once', async () => {
    const { id } = await setting();
    await superadmin.ok.post('/api/sysPlugin/update', { id, status: 2 });
    expect((await admin.on(second).get(GREETING)).json.code).toBe(404);
    expect(await menuPaths(admin.on(second))).not.toContain('/system/exampleHello');
    expect(await buttons(admin.on(second))).not.toContain('exampleHello:greeting');
    await superadmin.ok.post('/api/sysPlugin/update', { id, status: 1 });
    expect((await admin.on(second).get(GREETING)).json.code).toBe(200);
  });

  it('keeps tenant admins out of the plugins screen and of other tenants’ settings', async () => {
    const { id } = await setting();
    expect((await admin.post('/api/sysPlugin/page', {})).json.code).toBe(403);
    expect((await otherAdmin.post('/api/sysPlugin/update', { id, status: 2 })).json.code).toBe(403);
    expect((await otherAdmin.get(`/api/sysPlugin/detail?id=${id}`)).json.code).toBe(403);
    expect((await storedRow(id as number)).status).toBe(1);
  });

  it('delete forgets the setting: the route answers 404 again and the plugin shows as not set up', async () => {
    const { id } = await setting();
    await superadmin.ok.post('/api/sysPlugin/delete', { id });
    expect((await admin.on(second).get(GREETING)).json.code).toBe(404);
    expect(await menuPaths(admin.on(second))).not.toContain('/system/exampleHello');
    expect(await t.ctx.db.selectFrom('sysPlugin').select('id').execute()).toEqual([]);
    expect((await setting()).id).toBeNull();
    expect((await superadmin.get(`/api/sysPlugin/detail?id=${id}`)).json.code).toBe(404);
    // set up again after being forgotten
    await enable({ greeting: 'Back', apiKey: API_KEY });
    expect(await admin.on(second).ok.get(GREETING)).toEqual({ greeting: 'Back', apiKeySet: true });
  });

  it('enables the plugin for another tenant without opening it to the default tenant twice', async () => {
    await superadmin.ok.post('/api/sysPlugin/add', {
      pluginId: PLUGIN,
      tenantId: otherTenant,
      config: { greeting: 'Hi B', apiKey: API_KEY },
      status: 2,
    });
    expect((await otherAdmin.on(second).get(GREETING)).json.code).toBe(404);
    const other = await setting(otherTenant);
    expect(other).toMatchObject({ tenantId: otherTenant, status: 2 });
    expect(
      (await superadmin.ok.page<PluginOutput>('/api/sysPlugin/page', { tenantId: otherTenant, status: 1 }))
        .items,
    ).toEqual([]);
    expect(await admin.ok.get(GREETING)).toEqual({ greeting: 'Back', apiKeySet: true });
  });
});
