import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../support/auth.ts';
import { type Api, apiAs } from '../support/client.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertRole, signInNewUser } from '../support/fixtures.ts';
import { connectHub, nextEvent } from '../support/sockets.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

type Variant = [kind: ReturnType<typeof databaseKinds>[number], redis: boolean];
const variants: Variant[] = databaseKinds().map((k) => [k, false]);
if (process.env.TEST_REDIS_URL) variants.push(['sqlite', true]);

interface OnlineRow {
  connectionId: string;
  sessionId: number;
  userId: number;
  userName: string;
}

describe.each(variants)('online users and ForceOffline on %s (Redis adapter: %s)', (kind, redis) => {
  let t: TestApp;
  let base: string;
  let adminSession: SignedIn;
  let admin: Api;
  const sockets: Socket[] = [];

  const open = async (token: string | undefined, via: 'auth' | 'query' = 'auth') => {
    const socket = await connectHub(base, token, via);
    sockets.push(socket);
    return socket;
  };
  const page = async (who: Api, query: object = {}) =>
    (await who.ok.page<OnlineRow>('/api/sysOnlineUser/page', query)).items;
  const newStaff = (account: string) => signInNewUser(t, { account });

  beforeAll(async () => {
    t = await startTestApp(kind, {}, redis ? { USE_REDIS: '1' } : {});
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    adminSession = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    admin = apiAs(t, adminSession);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a connection without a valid access token', async () => {
    await expect(open(undefined)).rejects.toThrow('unauthorized');
    await expect(open('not-a-token')).rejects.toThrow('unauthorized');
    const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    await apiAs(t, s).post('/api/sysAuth/logout');
    await expect(open(s.accessToken)).rejects.toThrow('unauthorized');
  });

  it('lists the tenant’s live connections and announces them', async () => {
    const watcher = await open(adminSession.accessToken);
    const staff = await newStaff('onlinelist1');
    const announced = nextEvent<{ realName: string; online: boolean; userList: OnlineRow[] }>(
      watcher,
      'OnlineUserList',
    );
    const conn = await open(staff.session.accessToken, 'query');
    const list = await announced;
    expect(list).toMatchObject({ realName: 'onlinelist1', online: true });
    expect(list.userList.map((u) => u.userName)).toContain('onlinelist1');

    const rows = await page(admin, { userName: 'onlinelist' });
    expect(rows).toEqual([
      expect.objectContaining({ connectionId: conn.id, userId: staff.id, userName: 'onlinelist1' }),
    ]);

    const other = (await signInNewTenantAdmin(t, 'Online Other Shop', 'onlineother')).admin;
    expect(await page(other)).toEqual([]);
    const foreign = await other.post('/api/sysOnlineUser/forceOffline', { connectionId: conn.id });
    expect(foreign.json.code).toBe(404);
    expect((await staff.api.get('/api/sysAuth/userInfo')).status).toBe(200);
  });

  it('force offline by connection sends ForceOffline and the next API call is 401', async () => {
    const staff = await newStaff('onlineforce1');
    const socket = await open(staff.session.accessToken);
    const event = nextEvent<{ reason: string }>(socket, 'ForceOffline');
    const res = await admin.post('/api/sysOnlineUser/forceOffline', { connectionId: socket.id });
    expect(res.json.code).toBe(200);
    expect(await event).toEqual({ reason: 'forceOffline' });
    const next = await staff.api.get('/api/sysAuth/userInfo');
    expect(next.status).toBe(401);
    expect(next.headers['access-token']).toBe('invalid_token');
  });

  it('disabling a user sends ForceOffline to every browser of that user and ends its sessions', async () => {
    const staff = await newStaff('onlinedisable1');
    const second = await signIn(t.app, 'onlinedisable1', FIXTURE_PASSWORD);
    const a = await open(staff.session.accessToken);
    const b = await open(second.accessToken);
    const bystander = await open(adminSession.accessToken);
    let bystanderKicked = false;
    bystander.on('ForceOffline', () => {
      bystanderKicked = true;
    });
    const events = Promise.all([nextEvent(a, 'ForceOffline'), nextEvent(b, 'ForceOffline')]);
    const res = await admin.post('/api/sysUser/setStatus', { id: staff.id, status: 2 });
    expect(res.json.code).toBe(200);
    expect(await events).toEqual([{ reason: 'userDisabled' }, { reason: 'userDisabled' }]);
    for (const who of [staff.api, apiAs(t, second)]) {
      expect((await who.get('/api/sysAuth/userInfo')).status).toBe(401);
    }
    expect((await admin.get('/api/sysAuth/userInfo')).status).toBe(200);
    expect(bystanderKicked).toBe(false);
  });

  it('a normal user with the permission cannot force the tenant admin offline', async () => {
    const roleId = await insertRole(t, { code: 'online_ops', permissions: ['sysOnlineUser:forceOffline'] });
    const ops = (await signInNewUser(t, { account: 'onlineops1', roleIds: [roleId] })).api;
    const adminRow = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    const res = await ops.post('/api/sysOnlineUser/forceOffline', { userId: adminRow.id });
    expect(res.json.code).toBe(403);
    const both = await admin.post('/api/sysOnlineUser/forceOffline', { userId: adminRow.id, sessionId: 1 });
    expect(both.json.code).toBe(400);
  });
});
