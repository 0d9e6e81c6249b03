import type {
  OpenAccessOutput,
  OpenAccessScopeOutput,
  OpenAccessSecretOutput,
  OpenApiPingOutput,
  SignHelpOutput,
} from '@retail/contracts/api/system/open-access';
import { Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, IN_ENGLISH, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { DEFAULT_TENANT } from '../support/fixtures.ts';
import { signedCall, signedHeaders, type TestKey } from '../support/open-access.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { signInNewTenantAdmin } from '../support/tenants.ts';
import { call, startTestApp, type TestApp } from '../support/test-app.ts';

const reasonOf = (answer: { json: { extras: { reason?: string } | null } }) => answer.json.extras?.reason;

describe.each(databaseKinds())('open access on %s', (kind) => {
  let t: TestApp;
  let root: Api;
  let admin: Api;
  let managerId: number;
  let goodsId: number;
  let key: TestKey & { id: number };
  let addAnswer: Awaited<ReturnType<Api['post']>>;

  const goodsPage = (k: TestKey, options: Parameters<typeof signedCall>[4] = {}) =>
    signedCall(t.app, k, 'POST', '/api/goods/page', { body: { keyword: 'OA goods' }, ...options });
  const userIdOf = async (account: string, tenantId = DEFAULT_TENANT) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('sysUser')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('account', '=', account)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const addKey = async (body: Record<string, unknown>) => {
    const added = await root.ok.post<OpenAccessSecretOutput>('/api/sysOpenAccess/add', body);
    return { id: added.id, accessKey: added.accessKey, accessSecret: added.accessSecret };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    root = await signInAs(t, 'superadmin', { headers: IN_ENGLISH });
    admin = await signInAs(t, 'admin', { headers: IN_ENGLISH });
    managerId = await userIdOf('manager');
    goodsId = await addGoods(admin, { name: 'OA goods' });
    addAnswer = await root.post('/api/sysOpenAccess/add', {
      bindUserId: managerId,
      scopes: ['goods:page'],
      remark: 'shop site',
    });
    const added = addAnswer.json.result as OpenAccessSecretOutput;
    key = { id: added.id, accessKey: added.accessKey, accessSecret: added.accessSecret };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the secret once, not to be stored, and keeps it sealed', async () => {
    expect(addAnswer.json.code).toBe(200);
    expect(addAnswer.headers['cache-control']).toBe('no-store');
    expect(key.accessKey).toMatch(/^ak_[a-z2-7]{20}$/);
    expect(key.accessSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await root.post('/api/sysOpenAccess/page', { accessKey: key.accessKey });
    expect(page.text).not.toContain(key.accessSecret);
    const [row] = (page.json.result as { items: OpenAccessOutput[] }).items;
    expect(row).toMatchObject({
      accessKey: key.accessKey,
      secretHint: key.accessSecret.slice(-4),
      bindUserId: managerId,
      bindUserAccount: 'manager',
      scopes: ['goods:page'],
      allowedIps: [],
      status: Status.Enable,
      expireTime: null,
    });
    expect(Object.keys(row ?? {})).not.toContain('secretEnc');
    const stored = await t.ctx.db
      .selectFrom('sysOpenAccess')
      .select('secretEnc')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(stored.secretEnc).not.toContain(key.accessSecret);
    expect(t.ctx.secrets.open(stored.secretEnc)).toBe(key.accessSecret);
    // nor in the difference log
    await t.audit.flush();
    const diffs = await t.ctx.db
      .selectFrom('sysLogDiff')
      .select(['afterData'])
      .where('rowId', '=', key.id)
      .execute();
    expect(diffs.length).toBeGreaterThan(0);
    for (const diff of diffs) {
      expect(diff.afterData).not.toContain(key.accessSecret);
      expect(diff.afterData).not.toContain(stored.secretEnc);
    }
  });

  it('answers a correctly signed call with the bound user’s data, and logs it with the key', async () => {
    const answer = await goodsPage(key);
    expect(answer.json.code, answer.json.message).toBe(200);
    const items = (answer.json.result as { items: Array<{ id: number; name: string }> }).items;
    expect(items.map((g) => g.id)).toEqual([goodsId]);
    const detail = await signedCall(t.app, key, 'GET', `/api/goods/detail?id=${goodsId}`);
    expect(detail.json.code).toBe(200);
    await t.audit.flush();
    const logged = await t.ctx.db
      .selectFrom('sysLogOp')
      .select(['account', 'tenantId', 'requestUrl', 'permission', 'message', 'status'])
      .where('message', '=', `accessKey=${key.accessKey}`)
      .execute();
    expect(logged).toEqual(
      expect.arrayContaining([
        {
          account: 'manager',
          tenantId: DEFAULT_TENANT,
          requestUrl: '/api/goods/page',
          permission: 'goods:page',
          message: `accessKey=${key.accessKey}`,
          status: 'success',
        },
      ]),
    );
    const row = await t.ctx.db
      .selectFrom('sysOpenAccess')
      .select(['lastUsedTime', 'lastUsedIp'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.lastUsedTime).not.toBeNull();
    expect(row.lastUsedIp).toBe('127.0.0.1');
  });

  it('answers the ping with who the key acts as; the ping takes no session', async () => {
    const ping = await signedCall(t.app, key, 'GET', '/api/openApi/ping');
    expect(ping.json.result).toEqual({
      accessKey: key.accessKey,
      account: 'manager',
      tenantId: DEFAULT_TENANT,
      scopes: ['goods:page'],
    } satisfies OpenApiPingOutput);
    const bySession = await admin.get('/api/openApi/ping');
    expect(bySession.status).toBe(401);
    expect(reasonOf(bySession)).toBe('http.signatureRequired');
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }, 'openAccess.badSignature'],
    ['an old timestamp', { timestamp: Math.floor(Date.now() / 1000) - 400 }, 'openAccess.badTimestamp'],
    ['a future timestamp', { timestamp: Math.floor(Date.now() / 1000) + 400 }, 'openAccess.badTimestamp'],
    ['a changed body', { signed: { rawBody: '{"keyword":"OA goodz"}' } }, 'openAccess.badSignature'],
    ['a changed method', { signed: { method: 'GET' } }, 'openAccess.badSignature'],
    ['a short nonce', { nonce: 'short' }, 'openAccess.badNonce'],
  ])('refuses %s', async (_what, options, reason) => {
    const answer = await goodsPage(key, options);
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe(401);
    expect(reasonOf(answer)).toBe(reason);
  });

  it('refuses a changed query or path', async () => {
    const query = await signedCall(t.app, key, 'GET', `/api/goods/detail?id=${goodsId + 1}`, {
      signed: { url: `/api/goods/detail?id=${goodsId}` },
    });
    expect([query.status, reasonOf(query)]).toEqual([401, 'openAccess.badSignature']);
    const path = await signedCall(t.app, key, 'GET', `/api/vip/lookup?cardNo=1`, {
      signed: { url: `/api/goods/detail?cardNo=1` },
    });
    expect([path.status, reasonOf(path)]).toEqual([401, 'openAccess.badSignature']);
    // the same query in another order and spelling is the same request
    const reordered = await signedCall(t.app, key, 'GET', `/api/goods/detail?id=${goodsId}&x=a+b`, {
      signed: { url: `/api/goods/detail?x=a%20b&id=${goodsId}` },
    });
    expect(reordered.json.code, reordered.json.message).toBe(200);
  });

  it('refuses a header missing, and a signed call of a route that did not open to them', async () => {
    const headers = signedHeaders(key, 'POST', '/api/goods/page', '{}');
    const missing = await call(t.app, 'POST', '/api/goods/page', {
      body: {},
      headers: { accessKey: headers.accessKey!, timestamp: headers.timestamp!, nonce: headers.nonce! },
    });
    expect([missing.status, reasonOf(missing)]).toEqual([401, 'openAccess.missingHeader']);
    expect(missing.json.message).toContain('sign');
    const write = await signedCall(t.app, key, 'POST', '/api/goods/add', { body: { code: 'X', name: 'X' } });
    expect([write.status, reasonOf(write)]).toEqual([401, 'http.notOpenAccess']);
    expect(await t.ctx.db.selectFrom('retailGoods').select('id').where('code', '=', 'X').execute()).toEqual(
      [],
    );
  });

  it('refuses a route whose permission is outside the key’s scopes with 403', async () => {
    const answer = await signedCall(t.app, key, 'GET', '/api/goodsBarcode/lookup?code=1');
    expect(answer.json.code).toBe(403);
    expect(reasonOf(answer)).toBe('permission.goodsBarcode:page');
  });

  it('refuses a replayed nonce; of 20 identical calls at once exactly one succeeds', async () => {
    const nonce = 'replay-nonce-0001';
    expect((await goodsPage(key, { nonce })).json.code).toBe(200);
    const again = await goodsPage(key, { nonce });
    expect([again.status, reasonOf(again)]).toEqual([401, 'openAccess.replay']);

    const timestamp = Math.floor(Date.now() / 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => goodsPage(key, { nonce: 'parallel-nonce-0001', timestamp })),
    );
    expect(answers.filter((a) => a.json.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => reasonOf(a) === 'openAccess.replay')).toHaveLength(19);
  });

  it('refuses a disabled key at once, and serves it again once enabled', async () => {
    await root.ok.post('/api/sysOpenAccess/setStatus', { id: key.id, status: Status.Disable });
    const refused = await goodsPage(key);
    expect([refused.status, reasonOf(refused)]).toEqual([401, 'openAccess.keyDisabled']);
    await root.ok.post('/api/sysOpenAccess/setStatus', { id: key.id, status: Status.Enable });
    expect((await goodsPage(key)).json.code).toBe(200);
  });

  it('refuses an expired key', async () => {
    const expiring = await addKey({
      bindUserId: managerId,
      scopes: ['goods:page'],
      expireTime: '2099-01-01 00:00:00',
    });
    expect((await goodsPage(expiring)).json.code).toBe(200);
    await t.ctx.db
      .updateTable('sysOpenAccess')
      .set({ expireTime: Date.now() - 1000 })
      .where('id', '=', expiring.id)
      .execute();
    await t.identity.openAccess.keys.changed(expiring.accessKey);
    const refused = await goodsPage(expiring);
    expect([refused.status, reasonOf(refused)]).toEqual([401, 'openAccess.keyExpired']);
  });

  it('refuses an address outside the key’s list', async () => {
    await root.ok.post('/api/sysOpenAccess/update', { id: key.id, allowedIps: ['10.9.0.0/16', '192.0.2.1'] });
    const outside = await goodsPage(key, { remoteAddress: '10.8.0.1' });
    expect([outside.status, reasonOf(outside)]).toEqual([401, 'openAccess.ipDenied']);
    expect((await goodsPage(key, { remoteAddress: '10.9.3.4' })).json.code).toBe(200);
    expect((await goodsPage(key, { remoteAddress: '192.0.2.1' })).json.code).toBe(200);
    await root.ok.post('/api/sysOpenAccess/update', { id: key.id, allowedIps: [] });
    expect((await goodsPage(key, { remoteAddress: '10.8.0.1' })).json.code).toBe(200);
  });

  it('refuses the key of a disabled user', async () => {
    await admin.ok.post('/api/sysUser/setStatus', { id: managerId, status: Status.Disable });
    const refused = await goodsPage(key);
    expect([refused.status, reasonOf(refused)]).toEqual([401, 'openAccess.userDisabled']);
    await admin.ok.post('/api/sysUser/setStatus', { id: managerId, status: Status.Enable });
    expect((await goodsPage(key)).json.code).toBe(200);
  });

  it('keeps tenants apart and refuses the key of a disabled tenant', async () => {
    const other = await signInNewTenantAdmin(t, `OA tenant ${kind}`, `oaadmin${kind}`);
    const otherAdminId = await userIdOf(`oaadmin${kind}`, other.tenantId);
    const otherGoods = await addGoods(other.admin, { name: 'OA goods' });
    // the platform screen manages the super admin's own tenant; another tenant's key is arranged directly
    const otherKey = { accessKey: 'ak_bbbbbbbbbbbbbbbbbbbb', accessSecret: 'other-tenant-secret' };
    const otherKeyId = t.ctx.ids.next();
    await t.ctx.db
      .insertInto('sysOpenAccess')
      .values({
        id: otherKeyId,
        tenantId: other.tenantId,
        accessKey: otherKey.accessKey,
        secretEnc: t.ctx.secrets.seal(otherKey.accessSecret),
        secretHint: 'cret',
        bindUserId: otherAdminId,
        scopes: JSON.stringify(['goods:page']),
        allowedIps: '[]',
        status: Status.Enable,
        createTime: Date.now(),
        isDelete: 0,
      })
      .execute();
    const own = await goodsPage(otherKey);
    expect((own.json.result as { items: Array<{ id: number }> }).items.map((g) => g.id)).toEqual([
      otherGoods,
    ]);
    const foreign = await signedCall(t.app, otherKey, 'GET', `/api/goods/detail?id=${goodsId}`);
    expect(foreign.json.code).toBe(404);
    // nor does the super admin's screen reach the other tenant's key
    const update = await root.post('/api/sysOpenAccess/update', { id: otherKeyId, remark: 'x' });
    expect(update.json.code).toBe(404);
    const rotate = await root.post('/api/sysOpenAccess/secret', { id: otherKeyId });
    expect(rotate.json.code).toBe(404);

    await root.ok.post('/api/sysTenant/setStatus', { id: other.tenantId, status: Status.Disable });
    const refused = await goodsPage(otherKey);
    expect([refused.status, reasonOf(refused)]).toEqual([401, 'openAccess.tenantDisabled']);
  });

  it('rotates the secret: the old one stops at once, the new one is answered once', async () => {
    const rotated = await root.post('/api/sysOpenAccess/secret', { id: key.id });
    expect(rotated.headers['cache-control']).toBe('no-store');
    const fresh = rotated.json.result as OpenAccessSecretOutput;
    expect(fresh.accessKey).toBe(key.accessKey);
    expect(fresh.accessSecret).not.toBe(key.accessSecret);
    const old = await goodsPage(key);
    expect([old.status, reasonOf(old)]).toEqual([401, 'openAccess.badSignature']);
    key = { ...key, accessSecret: fresh.accessSecret };
    expect((await goodsPage(key)).json.code).toBe(200);
    const page = await root.post('/api/sysOpenAccess/page', {});
    expect(page.text).not.toContain(fresh.accessSecret);
  });

  it('lists the scopes a user may give a key and the routes open to signed calls', async () => {
    const scopes = await root.ok.get<OpenAccessScopeOutput[]>(
      `/api/sysOpenAccess/scopeList?bindUserId=${managerId}`,
    );
    const goods = scopes.find((s) => s.code === 'goods:page');
    expect(goods?.routes).toEqual(['GET /api/goods/detail', 'POST /api/goods/page']);
    expect(goods?.title).toMatch(/^button\./);
    expect(scopes.map((s) => s.code)).not.toContain('goods:add');
    const help = await root.ok.get<SignHelpOutput>('/api/sysOpenAccess/signHelp');
    expect(help.headers).toEqual(['accessKey', 'timestamp', 'nonce', 'sign']);
    expect(help.routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/openApi/ping', permission: null },
        { method: 'POST', url: '/api/barcodeStock/page', permission: 'barcodeStock:page' },
        { method: 'GET', url: '/api/vip/lookup', permission: 'vip:page' },
        { method: 'GET', url: '/api/goodsBarcode/lookup', permission: 'goodsBarcode:page' },
      ]),
    );
  });

  it('refuses bad keys with a 400 naming the field, changing nothing', async () => {
    const before = await t.ctx.db.selectFrom('sysOpenAccess').select('id').execute();
    const superAdminId = await userIdOf('superadmin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { bindUserId: managerId, scopes: ['goods:page'], allowedIps: ['10.0.0.0/8', 'nope'] },
        'allowedIps[1]',
      ],
      [{ bindUserId: managerId, scopes: ['goods:page', 'goods:add'] }, 'scopes[1]'],
      [{ bindUserId: managerId, scopes: [] }, 'scopes'],
      [{ bindUserId: managerId, scopes: ['goods:page'], expireTime: '2001-01-01 00:00:00' }, 'expireTime'],
      [{ bindUserId: managerId, scopes: ['goods:page'], expireTime: 'soon' }, 'expireTime'],
      [{ bindUserId: superAdminId, scopes: ['goods:page'] }, 'bindUserId'],
      [{ bindUserId: 42, scopes: ['goods:page'] }, 'bindUserId'],
    ];
    for (const [body, field] of cases) {
      const answer = await root.post('/api/sysOpenAccess/add', body);
      expect(answer.json.code, JSON.stringify(body)).toBe(400);
      expect(answer.json.message, JSON.stringify(body)).toContain(field);
    }
    const update = await root.post('/api/sysOpenAccess/update', { id: key.id, allowedIps: ['1.2.3.4/40'] });
    expect([update.json.code, update.json.message.includes('allowedIps[0]')]).toEqual([400, true]);
    expect(await t.ctx.db.selectFrom('sysOpenAccess').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a deleted key', async () => {
    await root.ok.post('/api/sysOpenAccess/delete', { id: key.id });
    const refused = await goodsPage(key);
    expect([refused.status, reasonOf(refused)]).toEqual([401, 'openAccess.badSignature']);
  });
});
