import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbType } from '../../src/config.ts';
import { CapturingSms } from '../support/capturing-sms.ts';
import { databaseKinds } from '../support/databases.ts';
import { FIXTURE_PASSWORD, insertUser } from '../support/fixtures.ts';
import { addressesIn, apiAs, IN_ENGLISH } from '../support/client.ts';
import { call, startTestApp, type TestApp } from '../support/test-app.ts';

type Variant = [kind: DbType, redis: boolean];
const variants: Variant[] = databaseKinds().map((kind) => [kind, false]);
// the races of concurrent requests show with a shared cache between the request and its answer: Redis
if (process.env.TEST_REDIS_URL) for (const kind of databaseKinds()) variants.push([kind, true]);

/** a fresh client address per call, so the per-address limits of the sign-in calls never interfere */
const freshIp = addressesIn(41);

/** The parts of an answer these checks read, the refusal's reason among them. */
interface Seen {
  status: number;
  code: number;
  reason: string | undefined;
  message: string;
  result: unknown;
  headers: Record<string, unknown>;
}

/**
 * Audit point 11: every password check counts towards the account lock, and the phone-code limit and the
 * captcha hold under concurrent requests; the Swagger sign-in asks for the captcha when the sign-in does.
 */
describe.each(variants)('password checks, captcha and phone codes on %s (Redis: %s)', (kind, redis) => {
  let t: TestApp;
  const sms = new CapturingSms();
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${++seq}a${Math.floor(Math.random() * 1e4)}`;

  beforeAll(async () => {
    // the captcha as configured (on by default), as in production
    t = await startTestApp(
      kind,
      { smsSender: sms },
      { CAPTCHA_ENABLED: '', ...(redis ? { USE_REDIS: '1' } : {}) },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Calls `url` from a fresh client address in English: a JSON body, or a form (the Swagger sign-in). */
  async function send(
    method: 'GET' | 'POST',
    url: string,
    options: { body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Seen> {
    const headers = { ...IN_ENGLISH, ...options.headers };
    const remoteAddress = freshIp();
    const caller = apiAs(t, null, headers).from(remoteAddress);
    const res = options.form
      ? await call(t.app, 'POST', url, {
          rawBody: new URLSearchParams(options.form).toString(),
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress,
        })
      : method === 'GET'
        ? await caller.get(url)
        : await caller.post(url, options.body);
    const { code, extras, message, result } = res.json;
    return { status: res.status, code, reason: extras?.reason, message, result, headers: res.headers };
  }

  async function solvedCaptcha(): Promise<{ id: string; answer: string }> {
    const { result } = await send('GET', '/api/sysAuth/captcha');
    const { id } = result as { id: string };
    return { id, answer: (await t.ctx.cache.get<string>(`captcha:${id}`)) as string };
  }

  async function login(account: string, password: string): Promise<Seen> {
    const c = await solvedCaptcha();
    return send('POST', '/api/sysAuth/login', { body: { account, password, codeId: c.id, code: c.answer } });
  }

  async function signedIn(account: string): Promise<Record<string, string>> {
    const res = await login(account, FIXTURE_PASSWORD);
    expect(res.code, res.message).toBe(200);
    return { authorization: `Bearer ${(res.result as { accessToken: string }).accessToken}` };
  }

  it('counts wrong lock-screen passwords towards the account lock', async () => {
    const account = uniq('lockscreen');
    await insertUser(t, { account });
    const headers = await signedIn(account);
    const unlock = (password: string) =>
      send('POST', '/api/sysAuth/unLockScreen', { body: { password }, headers });
    for (let left = 4; left >= 1; left--) {
      const wrong = await unlock('Wrong@1234');
      expect(wrong).toMatchObject({ code: 400, reason: 'auth.wrongPassword' });
      expect(wrong.message).toBe(`Wrong password (${left} more failures lock the account for 30 minutes)`);
    }
    expect((await unlock('Wrong@1234')).reason).toBe('auth.locked');
    expect((await unlock(FIXTURE_PASSWORD)).reason).toBe('auth.locked');
    expect((await login(account, FIXTURE_PASSWORD)).reason).toBe('auth.locked');
  });

  it('a right lock-screen password clears the count', async () => {
    const account = uniq('lockok');
    await insertUser(t, { account });
    const headers = await signedIn(account);
    const unlock = (password: string) =>
      send('POST', '/api/sysAuth/unLockScreen', { body: { password }, headers });
    for (let i = 0; i < 4; i++) expect((await unlock('Wrong@1234')).code).toBe(400);
    expect(await unlock(FIXTURE_PASSWORD)).toMatchObject({ code: 200, result: true });
    expect((await unlock('Wrong@1234')).message).toContain('4 more failures');
  });

  it('counts wrong current passwords of a password change towards the account lock', async () => {
    const account = uniq('changepwd');
    await insertUser(t, { account });
    const headers = await signedIn(account);
    const change = (passwordOld: string) =>
      send('POST', '/api/sysUser/changePwd', { body: { passwordOld, passwordNew: 'New@Pass123' }, headers });
    for (let left = 4; left >= 1; left--) {
      const wrong = await change('Wrong@1234');
      expect(wrong).toMatchObject({ code: 400, reason: 'user.oldPasswordWrong' });
      expect(wrong.message).toContain(`passwordOld: the current password is wrong (${left} more failures`);
    }
    expect((await change('Wrong@1234')).reason).toBe('auth.locked');
    expect((await change(FIXTURE_PASSWORD)).reason).toBe('auth.locked');
    expect((await login(account, FIXTURE_PASSWORD)).reason).toBe('auth.locked');
  });

  it('asks for the captcha at the Swagger sign-in, and counts its wrong passwords towards the lock', async () => {
    const account = uniq('swagger');
    await insertUser(t, { account });
    const submit = (form: Record<string, string>) => send('POST', '/swagger/submitUrl', { form });
    const without = await submit({ UserName: account, Password: FIXTURE_PASSWORD });
    expect(without).toMatchObject({ status: 401, reason: 'auth.captchaWrong' });
    expect(without.message).toBe('The captcha is wrong or has expired; please try a new one');
    const c = await solvedCaptcha();
    const wrongCaptcha = await submit({
      UserName: account,
      Password: FIXTURE_PASSWORD,
      CodeId: c.id,
      Code: `${c.answer}9`,
    });
    expect(wrongCaptcha.reason).toBe('auth.captchaWrong');
    for (let i = 1; i <= 5; i++) {
      const captcha = await solvedCaptcha();
      const wrong = await submit({
        UserName: account,
        Password: 'Wrong@1234',
        CodeId: captcha.id,
        Code: captcha.answer,
      });
      expect(wrong.reason).toBe(i < 5 ? 'auth.badCredentials' : 'auth.locked');
    }
    expect((await login(account, FIXTURE_PASSWORD)).reason).toBe('auth.locked');

    const other = uniq('swaggerok');
    await insertUser(t, { account: other });
    const ok = await solvedCaptcha();
    const signed = await submit({
      UserName: other,
      Password: FIXTURE_PASSWORD,
      CodeId: ok.id,
      Code: ok.answer,
    });
    expect(signed).toMatchObject({ status: 200, code: 200 });
    expect(String(signed.headers['set-cookie'])).toContain('retail_swagger=');
  });

  it('lets one solved captcha through only once among 20 parallel sign-ins', async () => {
    const account = uniq('captcha');
    await insertUser(t, { account });
    const c = await solvedCaptcha();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', '/api/sysAuth/login', {
          body: { account, password: FIXTURE_PASSWORD, codeId: c.id, code: c.answer },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.reason === 'auth.captchaWrong')).toHaveLength(19);
  });

  it('checks at most 5 of 60 parallel phone-code guesses, and the code is gone after them', async () => {
    const phone = `166${String(Date.now()).slice(-8)}`;
    await insertUser(t, { account: uniq('phone'), phone });
    expect((await send('POST', `/api/sysSms/sendSms/${phone}`)).code).toBe(200);
    const code = sms.codeFor(phone);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        send('POST', '/api/sysAuth/loginPhone', { body: { phone, code: wrong } }),
      ),
    );
    expect(answers.filter((a) => a.reason === 'auth.smsWrong')).toHaveLength(5);
    expect(answers.filter((a) => a.reason === 'auth.smsExpired')).toHaveLength(55);
    const right = await send('POST', '/api/sysAuth/loginPhone', { body: { phone, code } });
    expect(right.reason).toBe('auth.smsExpired');
  });

  it('signs in by phone once among parallel right answers', async () => {
    const phone = `177${String(Date.now()).slice(-8)}`;
    await insertUser(t, { account: uniq('phone2'), phone });
    expect((await send('POST', `/api/sysSms/sendSms/${phone}`)).code).toBe(200);
    const code = sms.codeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', '/api/sysAuth/loginPhone', { body: { phone, code } })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
  });

  it('shows the captcha on the Swagger sign-in page in each language', async () => {
    const labels: Record<string, string[]> = {
      'zh-cn': ['验证码', '看不清？点击换一张'],
      en: ['Captcha', 'Click for a new captcha'],
      'zh-tw': ['驗證碼', '看不清？點擊換一張'],
    };
    for (const [lang, texts] of Object.entries(labels)) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/swagger',
        headers: { 'accept-language': lang },
      });
      expect(page.body).toContain('name="CodeId"');
      for (const text of texts) expect(page.body).toContain(text);
    }
  });
});
