import { randomBytes } from 'node:crypto';
import type { PageResult } from '@retail/contracts';
import type {
  WechatMemberOutput,
  WechatOauthUrlOutput,
  WechatUserOutput,
} from '@retail/contracts/api/system/wechat-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { DEFAULT_TENANT_ID } from '../../src/db/seed/core.ts';
import { OauthState, STATE_TTL_MS } from '../../src/plugins/wechat/oauth-state.ts';
import { type Answer, addressesIn, type Api, apiAs, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { FakeWechat, type FakeWechatUser } from '../support/fake-wechat.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { downloadXlsx, readXlsx } from '../support/xlsx.ts';

/**
 * The WeChat plugin against a fake WeChat server: official account sign-in through the signed OAuth state,
 * mini-program sign-in, the back office's list, bind, unbind, export and delete, and the app's access token shared
 * by two instances (one database, one Redis) so it is fetched once per validity window.
 */
type Variant = [kind: ReturnType<typeof databaseKinds>[number], redis: boolean];
const variants: Variant[] = databaseKinds().map((k) => [k, !!process.env.TEST_REDIS_URL]);

/** A fresh AppID per run: the shared token lives in Redis, which outlives a run. */
const newAppId = () => `wx${randomBytes(8).toString('hex')}`;
const SECRET = 'fake-app-secret-0123456789';

describe.each(variants)('WeChat users on %s (two instances with Redis: %s)', (kind, redis) => {
  let t: TestApp;
  /** a second instance sharing the database and Redis; the same app without Redis */
  let second: BuiltApp;
  let superadmin: Api;
  let admin: Api;
  let otherAdmin: Api;
  let otherTenant: number;
  const official = { appId: newAppId(), appSecret: SECRET };
  const mini = { appId: newAppId(), appSecret: SECRET };
  const officialWx = new FakeWechat({ ...official, tokenDelayMs: 150 });
  const miniWx = new FakeWechat(mini);
  let officialBase: string;
  let miniBase: string;
  /** every raw body a client received, checked at the end for keys and tokens */
  const answered: string[] = [];
  const nextAddress = addressesIn(kind === 'sqlite' ? 61 : kind === 'postgres' ? 62 : 63);
  let seq = 0;

  const visitor = (instance: { app: BuiltApp['app'] } = t) =>
    apiAs(instance, null, IN_ENGLISH, nextAddress());
  const seen = (answer: Answer) => {
    answered.push(answer.text);
    return answer;
  };
  const user = (extra: Partial<FakeWechatUser> = {}): FakeWechatUser => ({
    openId: `o${kind}${++seq}${randomBytes(4).toString('hex')}`,
    unionId: `u${seq}${randomBytes(4).toString('hex')}`,
    nickName: `Member ${seq}`,
    avatar: `https://img.example/${seq}.png`,
    city: 'Hangzhou',
    province: 'Zhejiang',
    country: 'CN',
    sex: 2,
    subscribe: true,
    ...extra,
  });
  const stateFor = async (tenantId = DEFAULT_TENANT_ID) => {
    const answer = seen(
      await visitor().get(
        `/api/sysWechat/oauthUrl?tenantId=${tenantId}&redirectUri=${encodeURIComponent('https://shop.example/wx')}`,
      ),
    );
    expect(answer.json.code, answer.json.message).toBe(200);
    return (answer.json.result as WechatOauthUrlOutput).state;
  };
  const callback = async (code: string, state: string, instance: { app: BuiltApp['app'] } = t) =>
    seen(
      await visitor(instance).get(
        `/api/sysWechat/oauthCallback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      ),
    );
  const signedIn = async (code: string, state: string, instance?: { app: BuiltApp['app'] }) => {
    const answer = await callback(code, state, instance);
    expect(answer.json.code, answer.json.message).toBe(200);
    return answer.json.result as WechatMemberOutput;
  };
  const miniLogin = async (body: object) => seen(await visitor().post('/api/sysWxOpen/login', body));
  const page = async (who: Api, query: object = {}) => {
    const answer = seen(await who.post('/api/sysWechatUser/page', { pageSize: 100, ...query }));
    expect(answer.json.code, answer.json.message).toBe(200);
    return answer.json.result as PageResult<WechatUserOutput>;
  };
  const rowsOf = (openId: string) =>
    t.ctx.db.selectFrom('sysWechatUser').selectAll().where('openId', '=', openId).execute();

  beforeAll(async () => {
    officialBase = await officialWx.start();
    miniBase = await miniWx.start();
    // no scheduled job runs by itself: the token-refresh test runs the job when it wants
    t = await startTestApp(kind, {}, { JOB_ENABLED: 'false', ...(redis ? { USE_REDIS: '1' } : {}) });
    second = redis ? await secondInstance(t) : t;
    superadmin = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    ({ tenantId: otherTenant, admin: otherAdmin } = await signInNewTenantAdmin(t, `wx-b-${kind}`, 'wechatb'));
    otherAdmin = otherAdmin.with(IN_ENGLISH);
  });
  afterAll(async () => {
    if (second !== t) await second?.app.close();
    await t?.close();
    await officialWx.stop();
    await miniWx.stop();
  });

  it('answers 404 on every route while the tenant has not turned the plugin on', async () => {
    const list = await admin.post('/api/sysWechatUser/page', {});
    expect(list.json).toMatchObject({ code: 404, extras: { reason: 'plugin.disabled' } });
    const exported = await admin.post('/api/sysWechatUser/export', {});
    expect(exported.json).toMatchObject({ code: 404, extras: { reason: 'plugin.disabled' } });
    const url = await visitor().get(
      `/api/sysWechat/oauthUrl?tenantId=${DEFAULT_TENANT_ID}&redirectUri=https%3A%2F%2Fshop.example%2F`,
    );
    expect(url.json).toMatchObject({ code: 404, extras: { reason: 'wechat.notEnabled' } });
    const state = new OauthState(t.config.jwtSecret).issue(DEFAULT_TENANT_ID);
    expect((await callback('any', state)).json).toMatchObject({ code: 404 });
    expect((await miniLogin({ code: 'any', tenantId: otherTenant })).json).toMatchObject({ code: 404 });
  });

  it('is turned on per tenant by the super admin: an official account here, a mini-program for tenant B', async () => {
    await superadmin.ok.post('/api/sysPlugin/add', {
      pluginId: 'wechat',
      tenantId: DEFAULT_TENANT_ID,
      config: { platform: 'officialAccount', ...official, apiBase: officialBase },
    });
    await superadmin.ok.post('/api/sysPlugin/add', {
      pluginId: 'wechat',
      tenantId: otherTenant,
      config: { platform: 'miniProgram', ...mini, apiBase: miniBase },
    });
    expect((await page(admin)).total).toBe(0);
    expect((await page(otherAdmin)).total).toBe(0);
  });

  it('fetches the access token once for 20 concurrent sign-ins across two instances', async () => {
    expect(officialWx.tokenFetches).toBe(0);
    const users = Array.from({ length: 20 }, () => user());
    const state = await stateFor();
    const members = await Promise.all(
      users.map((u, i) => signedIn(officialWx.oauthCode(u), state, i % 2 === 0 ? t : second)),
    );
    expect(officialWx.tokenFetches).toBe(1);
    expect(new Set(members.map((m) => m.wechatUserId)).size).toBe(20);
    expect(members.every((m) => m.bound === false && m.vipId === null)).toBe(true);
    // within the token's validity, later sign-ins on either instance reuse it
    await signedIn(officialWx.oauthCode(user()), state, second);
    expect(officialWx.tokenFetches).toBe(1);
  });

  it('creates the row on the first sign-in and updates the same row on the next', async () => {
    const ann = user({ nickName: 'Ann', subscribe: false });
    const first = await signedIn(officialWx.oauthCode(ann), await stateFor());
    const [created] = (await page(admin, { nickName: 'Ann' })).items;
    expect(created).toMatchObject({
      id: first.wechatUserId,
      openId: ann.openId,
      unionId: ann.unionId,
      appId: official.appId,
      platformType: 1,
      nickName: 'Ann',
      avatar: ann.avatar,
      city: 'Hangzhou',
      subscribe: false,
      vipId: null,
    });
    expect(created?.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const again = await signedIn(
      officialWx.oauthCode({ ...ann, nickName: 'Ann Lee', subscribe: true }),
      await stateFor(),
      second,
    );
    expect(again.wechatUserId).toBe(first.wechatUserId);
    const rows = await rowsOf(ann.openId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nickName: 'Ann Lee', subscribe: 1, tenantId: DEFAULT_TENANT_ID });
    // the user token and refresh token are kept sealed, never as WeChat gave them
    expect(rows[0]?.accessTokenEnc).toMatch(/^v1\./);
    expect(officialWx.secretsIssued).not.toContain(rows[0]?.accessTokenEnc);
  });

  it('leaves one row after 10 concurrent first sign-ins of the same member', async () => {
    const bob = user({ nickName: 'Bob' });
    const state = await stateFor();
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signedIn(officialWx.oauthCode(bob), state, i % 2 ? t : second)),
    );
    expect(new Set(members.map((m) => m.wechatUserId)).size).toBe(1);
    expect(await rowsOf(bob.openId)).toHaveLength(1);
  });

  it('fetches a new token once when WeChat refuses the shared one (error 40001), and the sign-in still works', async () => {
    const before = officialWx.tokenFetches;
    officialWx.revokeAppToken();
    const state = await stateFor();
    await Promise.all([
      signedIn(officialWx.oauthCode(user()), state, t),
      signedIn(officialWx.oauthCode(user()), state, second),
    ]);
    expect(officialWx.tokenFetches).toBe(before + 1);
  });

  it('renews, in the scheduled job, a token that is missing or close to its end, once across instances', async () => {
    const job = (app: BuiltApp) => {
      const type = app.jobTypes.find((j) => j.type === 'wechat.tokenRefresh');
      if (!type) throw new Error('the wechat.tokenRefresh job type is not registered');
      const log = { info: () => undefined, error: () => undefined };
      return type.run({}, { signal: new AbortController().signal, runId: 1, fireTime: Date.now(), log });
    };
    const before = officialWx.tokenFetches;
    // the official account's token is fresh; the mini-program's was never fetched
    expect(await job(t)).toContain('2 WeChat apps, 1 tokens renewed');
    expect(officialWx.tokenFetches).toBe(before);
    expect(miniWx.tokenFetches).toBe(1);
    expect(await job(second)).toContain('0 tokens renewed');
    await t.ctx.cache.del(`wechat:token:${official.appId}`, `wechat:token:${mini.appId}`);
    await Promise.all([job(t), job(second)]);
    expect(officialWx.tokenFetches).toBe(before + 1);
    expect(miniWx.tokenFetches).toBe(2);
  });

  it('refuses an altered, expired or missing state or code with a 400 naming the field', async () => {
    const state = await stateFor();
    const altered = state.replace(/^[^.]+/, otherTenant.toString(36));
    const bad = await callback(officialWx.oauthCode(user()), altered);
    expect(bad.json).toMatchObject({ code: 400, extras: { reason: 'wechat.stateInvalid' } });
    expect(bad.json.message).toContain('state');
    expect((await callback('c', 'not-a-state')).json).toMatchObject({ code: 400 });
    const stale = new OauthState(t.config.jwtSecret, () => Date.now() - STATE_TTL_MS - 1000).issue(
      DEFAULT_TENANT_ID,
    );
    const expired = await callback(officialWx.oauthCode(user()), stale);
    expect(expired.json).toMatchObject({ code: 400, extras: { reason: 'wechat.stateExpired' } });
    const forged = new OauthState('another-servers-jwt-secret-0123456789').issue(DEFAULT_TENANT_ID);
    expect((await callback(officialWx.oauthCode(user()), forged)).json).toMatchObject({ code: 400 });
    const noCode = seen(await visitor().get(`/api/sysWechat/oauthCallback?state=${state}`));
    expect(noCode.json.code).toBe(400);
    expect(noCode.json.message).toContain('code');
    const used = officialWx.oauthCode(user());
    await signedIn(used, state);
    const reused = await callback(used, state);
    expect(reused.json).toMatchObject({ code: 400, extras: { reason: 'wechat.codeInvalid' } });
    expect(reused.json.message).toContain('code');
    // a state for the mini-program tenant: it has no OAuth sign-in
    const forMini = new OauthState(t.config.jwtSecret).issue(otherTenant);
    expect((await callback(officialWx.oauthCode(user()), forMini)).json).toMatchObject({
      code: 400,
      extras: { reason: 'wechat.notOfficialAccount' },
    });
  });

  it('signs a mini-program member in by code, answering who they are and never the session key', async () => {
    const carol = user({ nickName: undefined });
    const first = await miniLogin({ code: miniWx.miniProgramCode(carol), tenantId: otherTenant });
    expect(first.json.code, first.json.message).toBe(200);
    expect(Object.keys(first.json.result as object).sort()).toEqual(['bound', 'vipId', 'wechatUserId']);
    const again = await miniLogin({ code: miniWx.miniProgramCode(carol), tenantId: otherTenant });
    expect((again.json.result as WechatMemberOutput).wechatUserId).toBe(
      (first.json.result as WechatMemberOutput).wechatUserId,
    );
    const [row] = await rowsOf(carol.openId);
    expect(row).toMatchObject({ tenantId: otherTenant, platformType: 2, appId: mini.appId });
    expect(row?.sessionKeyEnc).toMatch(/^v1\./);
    const reused = await miniLogin({ code: 'never-issued', tenantId: otherTenant });
    expect(reused.json).toMatchObject({ code: 400, extras: { reason: 'wechat.codeInvalid' } });
    // without a tenant: the default tenant, whose app is an official account
    const noTenant = await miniLogin({ code: miniWx.miniProgramCode(carol) });
    expect(noTenant.json).toMatchObject({ code: 400, extras: { reason: 'wechat.notMiniProgram' } });
    // there is no sign-in by openid
    const byOpenId = await miniLogin({ openId: carol.openId, tenantId: otherTenant });
    expect(byOpenId.json.code).toBe(400);
  });

  it('binds a WeChat user to a member of the tenant, one identity per member per app, and unbinds it', async () => {
    const vipId = await admin.ok.post<number>('/api/vip/add', { cardNo: `WX${kind}1`, name: 'Dana' });
    const [a, b] = (await page(admin)).items;
    if (!a || !b) throw new Error('two WeChat users expected');
    await admin.ok.post('/api/sysWechatUser/bindVip', { id: a.id, vipId });
    const detail = seen(await admin.get(`/api/sysWechatUser/detail?id=${a.id}`));
    expect(detail.json.result).toMatchObject({ vipId, vipCardNo: `WX${kind}1`, vipName: 'Dana' });
    const bound = await page(admin, { bound: true });
    expect(bound.items.map((r) => r.id)).toEqual([a.id]);
    expect((await page(admin, { bound: false })).items.map((r) => r.id)).not.toContain(a.id);
    const taken = await admin.post('/api/sysWechatUser/bindVip', { id: b.id, vipId });
    expect(taken.json).toMatchObject({ code: 409, extras: { reason: 'wechat.vipTaken' } });
    const missing = await admin.post('/api/sysWechatUser/bindVip', { id: b.id, vipId: 42 });
    expect(missing.json).toMatchObject({ code: 400, extras: { reason: 'wechat.vipNotFound' } });
    expect(missing.json.message).toContain('vipId');
    const noVip = await admin.post('/api/sysWechatUser/bindVip', { id: b.id });
    expect(noVip.json.code).toBe(400);
    expect(noVip.json.message).toContain('vipId');
    // a mini-program login of a bound member says so
    await admin.ok.post('/api/sysWechatUser/unbind', { id: a.id });
    expect((await page(admin, { bound: true })).total).toBe(0);
    await admin.ok.post('/api/sysWechatUser/bindVip', { id: b.id, vipId });
    expect((await page(admin, { bound: true })).items.map((r) => r.id)).toEqual([b.id]);
  });

  it('answers a bound member’s sign-in with their member', async () => {
    const vipId = await admin.ok.post<number>('/api/vip/add', { cardNo: `WX${kind}2`, name: 'Eve' });
    const eve = user({ nickName: 'Eve' });
    const first = await signedIn(officialWx.oauthCode(eve), await stateFor());
    await admin.ok.post('/api/sysWechatUser/bindVip', { id: first.wechatUserId, vipId });
    expect(await signedIn(officialWx.oauthCode(eve), await stateFor())).toEqual({
      wechatUserId: first.wechatUserId,
      vipId,
      bound: true,
    });
  });

  it('keeps profile fields WeChat’s: an update changes the remark only', async () => {
    const [row] = (await page(admin, { nickName: 'Ann' })).items;
    if (!row) throw new Error('Ann expected');
    await admin.post('/api/sysWechatUser/update', { id: row.id, remark: 'VIP desk', nickName: 'Hacked' });
    await admin.ok.post('/api/sysWechatUser/update', { id: row.id, remark: 'VIP desk' });
    const after = seen(await admin.get(`/api/sysWechatUser/detail?id=${row.id}`)).json
      .result as WechatUserOutput;
    expect(after).toMatchObject({ remark: 'VIP desk', nickName: 'Ann Lee', openId: row.openId });
  });

  it('filters by nickname, platform and phone, and pages on the server', async () => {
    expect((await page(admin, { nickName: 'ann l' })).items.map((r) => r.nickName)).toEqual(['Ann Lee']);
    expect((await page(admin, { platformType: 2 })).total).toBe(0);
    expect((await page(otherAdmin, { platformType: 2 })).total).toBe(1);
    expect((await page(admin, { phoneNumber: '138' })).total).toBe(0);
    const all = await page(admin);
    const firstPage = await page(admin, { pageSize: 5, page: 1 });
    expect(firstPage).toMatchObject({ total: all.total, pageSize: 5, hasNextPage: true });
    expect(firstPage.items).toHaveLength(5);
    const bad = await admin.post('/api/sysWechatUser/page', { platformType: 9 });
    expect(bad.json.code).toBe(400);
    expect(bad.json.message).toContain('platformType');
  });

  it('keeps tenants apart: tenant B neither sees nor binds tenant A’s rows', async () => {
    const mine = (await page(admin)).items;
    const theirs = (await page(otherAdmin)).items;
    expect(theirs.map((r) => r.appId)).toEqual([mini.appId]);
    const [a] = mine;
    if (!a) throw new Error('a row of tenant A expected');
    expect((await otherAdmin.get(`/api/sysWechatUser/detail?id=${a.id}`)).json.code).toBe(404);
    const otherVip = await otherAdmin.ok.post<number>('/api/vip/add', { cardNo: `WXB${kind}`, name: 'Finn' });
    expect(
      (await otherAdmin.post('/api/sysWechatUser/bindVip', { id: a.id, vipId: otherVip })).json.code,
    ).toBe(404);
    const [b] = theirs;
    if (!b) throw new Error('a row of tenant B expected');
    const aVip = (await page(admin, { bound: true })).items[0]?.vipId as number;
    expect(
      (await otherAdmin.post('/api/sysWechatUser/bindVip', { id: b.id, vipId: aVip })).json,
    ).toMatchObject({
      code: 400,
      extras: { reason: 'wechat.vipNotFound' },
    });
    expect((await otherAdmin.post('/api/sysWechatUser/delete', { id: a.id })).json.code).toBe(404);
  });

  it('exports the filtered rows as .xlsx, without keys or tokens', async () => {
    const file = await downloadXlsx(t.app, '/api/sysWechatUser/export', { bound: true }, admin.headers);
    const rows = await readXlsx(file);
    expect(rows[0]).toContain('Nickname');
    expect(rows).toHaveLength(3);
    const text = JSON.stringify(rows);
    expect(text).toContain(`WX${kind}1 Dana`);
    answered.push(text);
  });

  it('deletes a row; the member’s next sign-in makes a new, unbound row', async () => {
    const gus = user({ nickName: 'Gus' });
    const first = await signedIn(officialWx.oauthCode(gus), await stateFor());
    const vipId = await admin.ok.post<number>('/api/vip/add', { cardNo: `WX${kind}3`, name: 'Gus' });
    await admin.ok.post('/api/sysWechatUser/bindVip', { id: first.wechatUserId, vipId });
    await admin.ok.post('/api/sysWechatUser/delete', { id: first.wechatUserId });
    expect((await admin.get(`/api/sysWechatUser/detail?id=${first.wechatUserId}`)).json.code).toBe(404);
    const next = await signedIn(officialWx.oauthCode(gus), await stateFor());
    expect(next.wechatUserId).not.toBe(first.wechatUserId);
    expect(next.bound).toBe(false);
    // the deleted row let the member go: it can be bound to the new row
    await admin.ok.post('/api/sysWechatUser/bindVip', { id: next.wechatUserId, vipId });
  });

  it('answers 404 again once the plugin is turned off for the tenant, on both instances', async () => {
    const settings = await superadmin.ok.page<{ id: number; pluginId: string }>('/api/sysPlugin/page', {
      tenantId: DEFAULT_TENANT_ID,
    });
    const id = settings.items.find((p) => p.pluginId === 'wechat')?.id as number;
    await superadmin.ok.post('/api/sysPlugin/update', { id, status: 2 });
    expect((await admin.post('/api/sysWechatUser/page', {})).json.code).toBe(404);
    expect((await admin.on(second).post('/api/sysWechatUser/page', {})).json.code).toBe(404);
    const closed = await callback(
      officialWx.oauthCode(user()),
      new OauthState(t.config.jwtSecret).issue(DEFAULT_TENANT_ID),
    );
    expect(closed.json).toMatchObject({ code: 404, extras: { reason: 'wechat.notEnabled' } });
    expect((await otherAdmin.post('/api/sysWechatUser/page', {})).json.code).toBe(200);
    await superadmin.ok.post('/api/sysPlugin/update', { id, status: 1 });
    expect((await admin.post('/api/sysWechatUser/page', {})).json.code).toBe(200);
  });

  it('never answered a session key, a token or the app secret', async () => {
    const secrets = [...officialWx.secretsIssued, ...miniWx.secretsIssued, SECRET];
    expect(officialWx.secretsIssued.length).toBeGreaterThan(20);
    expect(miniWx.secretsIssued.length).toBeGreaterThan(0);
    for (const body of answered) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/sessionKey|accessToken|refreshToken|session_key|access_token/);
    }
    const detail = await superadmin.ok.get<{ config: Record<string, unknown> }>(
      `/api/sysPlugin/detail?pluginId=wechat&tenantId=${DEFAULT_TENANT_ID}`,
    );
    expect(JSON.stringify(detail)).not.toContain(SECRET);
  });
});
