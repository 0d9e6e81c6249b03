import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessClaims, TokenCodec } from '../../src/platform/auth/tokens.ts';
import { signIn } from '../support/auth.ts';
import { addressesIn, apiAs } from '../support/client.ts';
import { CapturingSms } from '../support/capturing-sms.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertUser } from '../support/fixtures.ts';
import { call, type Envelope, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A fresh client address per test, so the per-IP sign-in limit does not interfere between tests. */
const freshIp = addressesIn(9);

describe.each(databaseKinds())('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  const sms = new CapturingSms();
  let codec: TokenCodec;

  beforeAll(async () => {
    t = await startTestApp(kind, { smsSender: sms }, { CAPTCHA_ENABLED: '' });
    codec = new TokenCodec(t.config.jwtSecret);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (body: Record<string, unknown>) =>
    apiAs(t, null).from(freshIp()).post('/api/sysAuth/login', body);

  async function captcha() {
    const res = await apiAs(t, null).get('/api/sysAuth/captcha');
    const { id, img } = res.json.result as { id: string; img: string };
    expect(Buffer.from(img, 'base64').toString()).toContain('<svg');
    return { id, answer: (await t.ctx.cache.get<string>(`captcha:${id}`)) as string };
  }

  it('requires a valid, single-use captcha when it is enabled', async () => {
    expect((await apiAs(t, null).get('/api/sysAuth/loginConfig')).json.result).toMatchObject({
      captchaEnabled: true,
    });
    const without = await login({ account: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(without.json.extras?.reason).toBe('auth.captchaWrong');
    const c = await captcha();
    const wrong = await login({
      account: 'admin',
      password: TEST_ADMIN_PASSWORD,
      codeId: c.id,
      code: `${c.answer}9`,
    });
    expect(wrong.json.extras?.reason).toBe('auth.captchaWrong');
    const c2 = await captcha();
    const ok = await login({
      account: 'admin',
      password: TEST_ADMIN_PASSWORD,
      codeId: c2.id,
      code: c2.answer,
    });
    expect(ok.json.code).toBe(200);
    const tokens = ok.json.result as { accessToken: string; refreshToken: string };
    expect(ok.headers['access-token']).toBe(tokens.accessToken);
    expect(ok.headers['x-access-token']).toBe(tokens.refreshToken);
    const reused = await login({
      account: 'admin',
      password: TEST_ADMIN_PASSWORD,
      codeId: c2.id,
      code: c2.answer,
    });
    expect(reused.json.extras?.reason).toBe('auth.captchaWrong');
  });

  describe('with the captcha switched off', () => {
    beforeAll(async () => {
      await t.ctx.db
        .updateTable('sysConfig')
        .set({ value: 'False' })
        .where('code', '=', 'sys_captcha')
        .execute();
      await t.ctx.cache.del('sys_config:sys_captcha');
    });

    it('locks an account after 5 wrong passwords, even for the right one, until unlocked', async () => {
      await insertUser(t, { account: 'locktest' });
      for (let i = 1; i <= 4; i++) {
        const res = await login({ account: 'locktest', password: 'wrong-password' });
        expect(res.json).toMatchObject({ code: 400, extras: { reason: 'auth.badCredentials' } });
      }
      const fifth = await login({ account: 'locktest', password: 'wrong-password' });
      expect(fifth.json.extras?.reason).toBe('auth.locked');
      const right = await login({ account: 'locktest', password: FIXTURE_PASSWORD });
      expect(right.json.extras?.reason).toBe('auth.locked');
      await t.identity.credentials.unlock('locktest');
      expect((await login({ account: 'locktest', password: FIXTURE_PASSWORD })).json.code).toBe(200);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      await insertUser(t, { account: 'knownuser' });
      const strip = (j: Envelope) => ({ code: j.code, message: j.message, reason: j.extras?.reason });
      const unknown = await login({ account: 'nosuchuser', password: 'whatever1' });
      const wrong = await login({ account: 'knownuser', password: 'whatever1' });
      expect(strip(unknown.json)).toEqual(strip(wrong.json));
    });

    it('exchanges an expired access token plus a valid refresh token for a new pair in the headers', async () => {
      const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      const claims = codec.verify<AccessClaims>(s.accessToken, 'access');
      if (!claims.ok) throw new Error('token did not verify');
      const expired = codec.sign(
        { uid: claims.claims.uid, tid: claims.claims.tid, sid: claims.claims.sid },
        'access',
        -60_000,
      );
      expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: bearer(expired) })).status).toBe(
        401,
      );
      const res = await call(t.app, 'GET', '/api/sysAuth/userInfo', {
        headers: { ...bearer(expired), 'x-authorization': `Bearer ${s.refreshToken}` },
      });
      expect(res.json.code).toBe(200);
      const newAccess = res.headers['access-token'] as string;
      const newRefresh = res.headers['x-access-token'] as string;
      expect(newAccess).toBeTruthy();
      expect(newRefresh).not.toBe(s.refreshToken);
      expect(
        (await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: bearer(newAccess) })).json.code,
      ).toBe(200);

      // the old refresh token, presented again later, is refused and ends the whole sign-in
      await t.ctx.db
        .updateTable('sysSession')
        .set({ rotatedTime: Date.now() - 60_000 })
        .where('id', '=', claims.claims.sid)
        .execute();
      const reuse = await call(t.app, 'GET', '/api/sysAuth/userInfo', {
        headers: { ...bearer(expired), 'x-authorization': `Bearer ${s.refreshToken}` },
      });
      expect(reuse.status).toBe(401);
      expect(reuse.headers['access-token']).toBe('invalid_token');
      expect((await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: bearer(newAccess) })).status).toBe(
        401,
      );
      const row = await t.ctx.db
        .selectFrom('sysSession')
        .select('revokeReason')
        .where('id', '=', claims.claims.sid)
        .executeTakeFirst();
      expect(row?.revokeReason).toBe('refresh-reuse');
    });

    it('lets requests that raced on the same refresh token through without ending the session', async () => {
      const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      const c = codec.verify<AccessClaims>(s.accessToken, 'access');
      if (!c.ok) throw new Error('token did not verify');
      const expired = codec.sign(
        { uid: c.claims.uid, tid: c.claims.tid, sid: c.claims.sid },
        'access',
        -60_000,
      );
      const headers = { ...bearer(expired), 'x-authorization': `Bearer ${s.refreshToken}` };
      const results = await Promise.all(
        Array.from({ length: 4 }, () => call(t.app, 'GET', '/api/sysAuth/userInfo', { headers })),
      );
      expect(results.map((r) => r.json.code)).toEqual([200, 200, 200, 200]);
      expect(results.filter((r) => r.headers['x-access-token']).length).toBe(1);
    });

    it('refuses both tokens after logout', async () => {
      const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      const out = await apiAs(t, s).post('/api/sysAuth/logout');
      expect(out.json.code).toBe(200);
      expect(out.headers['access-token']).toBe('invalid_token');
      const after = await apiAs(t, s).get('/api/sysAuth/userInfo');
      expect(after.status).toBe(401);
      const c = codec.verify<AccessClaims>(s.accessToken, 'access');
      if (!c.ok) throw new Error('token did not verify');
      const expired = codec.sign(
        { uid: c.claims.uid, tid: c.claims.tid, sid: c.claims.sid },
        'access',
        -60_000,
      );
      const refreshed = await call(t.app, 'GET', '/api/sysAuth/userInfo', {
        headers: { ...bearer(expired), 'x-authorization': `Bearer ${s.refreshToken}` },
      });
      expect(refreshed.status).toBe(401);
    });

    it('rotates the refresh token of the own session on GET refreshToken', async () => {
      const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      const res = await apiAs(t, s).get(`/api/sysAuth/refreshToken?accessToken=${s.accessToken}`);
      expect(res.json.code).toBe(200);
      expect(res.json.result).not.toBe(s.refreshToken);
      const other = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      const foreign = await apiAs(t, s).get(`/api/sysAuth/refreshToken?accessToken=${other.accessToken}`);
      expect(foreign.json.extras).toMatchObject({ reason: 'auth.tokenMismatch' });
    });

    it('signs in by phone with a single-use SMS code and answers unknown phones the same way', async () => {
      await insertUser(t, { account: 'phoneuser', phone: '16612345678' });
      const anonymous = apiAs(t, null);
      const send = await anonymous.post('/api/sysSms/sendSms/16612345678');
      expect(send.json.code).toBe(200);
      const code = sms.codeFor('16612345678') as string;
      expect(code).toMatch(/^\d{6}$/);
      const wrongCode = code === '999999' ? '999998' : '999999';
      const wrong = await anonymous.post('/api/sysAuth/loginPhone', {
        phone: '16612345678',
        code: wrongCode,
      });
      expect(wrong.json.extras).toMatchObject({ reason: 'auth.smsWrong' });
      const ok = await anonymous.post('/api/sysAuth/loginPhone', { phone: '16612345678', code });
      expect(ok.json.code).toBe(200);
      expect(ok.headers['access-token']).toBeTruthy();
      const again = await anonymous.post('/api/sysAuth/loginPhone', { phone: '16612345678', code });
      expect(again.json.extras).toMatchObject({ reason: 'auth.smsExpired' });
      const before = sms.sent.length;
      const unknown = await anonymous.post('/api/sysSms/sendSms/19912345678');
      expect(unknown.json.code).toBe(200);
      expect(sms.sent.length).toBe(before);
      const badPhone = await anonymous.post('/api/sysSms/sendSms/12345');
      expect(badPhone.json.code).toBe(400);
    });

    it('ends the older session when single login is on', async () => {
      await t.ctx.db
        .updateTable('sysConfig')
        .set({ value: 'True' })
        .where('code', '=', 'sys_single_login')
        .execute();
      await t.ctx.cache.del('sys_config:sys_single_login');
      try {
        const first = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
        const second = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
        expect((await apiAs(t, first).get('/api/sysAuth/userInfo')).status).toBe(401);
        expect((await apiAs(t, second).get('/api/sysAuth/userInfo')).json.code).toBe(200);
      } finally {
        await t.ctx.db
          .updateTable('sysConfig')
          .set({ value: 'False' })
          .where('code', '=', 'sys_single_login')
          .execute();
        await t.ctx.cache.del('sys_config:sys_single_login');
      }
    });

    it('limits sign-in calls per client address', async () => {
      const fromOneAddress = apiAs(t, null).from(freshIp());
      const codes: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await fromOneAddress.post('/api/sysAuth/login', { account: `nobody${i}`, password: 'x' });
        codes.push(res.status);
      }
      expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
      expect(codes.slice(30)).toEqual([429, 429]);
    });

    it('records sign-ins and sign-outs in the visit log without passwords or tokens', async () => {
      const s = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
      await apiAs(t, s).post('/api/sysAuth/logout');
      await login({ account: 'admin', password: 'Wrong-Secret-123' });
      await t.audit.flush();
      const rows = await t.ctx.db
        .selectFrom('sysLogVis')
        .selectAll()
        .where('account', '=', 'admin')
        .execute();
      const actions = rows.map((r) => `${r.action}:${r.status}`);
      expect(actions).toEqual(expect.arrayContaining(['login:success', 'logout:success', 'login:fail']));
      for (const table of ['sys_log_vis', 'sys_log_op', 'sys_log_ex', 'sys_log_diff']) {
        const all = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.ctx.db);
        const text = JSON.stringify(all.rows);
        for (const secret of [TEST_ADMIN_PASSWORD, 'Wrong-Secret-123', s.accessToken, s.refreshToken]) {
          expect(text).not.toContain(secret);
        }
      }
    });
  });
});
