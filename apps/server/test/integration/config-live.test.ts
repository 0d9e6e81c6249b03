import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { type Api, apiAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/** The claims of a JWT, read without checking it (the server checks it on use). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };

describe.each(databaseKinds())('config screen changes apply without a restart on %s', (kind) => {
  let t: TestApp;
  let anonymous: Api;
  let superadmin: Api;

  beforeAll(async () => {
    // Captcha follows the sys_captcha row (no CAPTCHA_ENABLED override), as in production.
    t = await startTestApp(kind, {}, { CAPTCHA_ENABLED: '' });
    anonymous = apiAs(t, null);
    const { id } = (await anonymous.get('/api/sysAuth/captcha')).json.result as { id: string };
    const code = await t.ctx.cache.get<string>(`captcha:${id}`);
    const login = await anonymous.post('/api/sysAuth/login', {
      account: 'superadmin',
      password: TEST_ADMIN_PASSWORD,
      codeId: id,
      code,
    });
    expect(login.json.code).toBe(200);
    const { accessToken } = login.json.result as { accessToken: string };
    superadmin = apiAs(t, null, { authorization: `Bearer ${accessToken}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function updateConfig(code: string, value: string) {
    const page = await superadmin.post('/api/sysConfig/page', { code });
    const row = (page.json.result as { items: Array<Record<string, unknown>> }).items.find(
      (r) => r.code === code,
    );
    expect(row, code).toBeDefined();
    const { id, name, groupCode, orderNo, remark } = row as Record<string, unknown>;
    const res = await superadmin.post('/api/sysConfig/update', {
      id,
      name,
      code,
      value,
      groupCode,
      orderNo,
      remark,
    });
    expect(res.json.code, JSON.stringify(res.json)).toBe(200);
  }

  it('turning the captcha off through the config screen lets the next sign-in go without one', async () => {
    const loginConfig = async () =>
      (await anonymous.get('/api/sysAuth/loginConfig')).json.result as { captchaEnabled: boolean };
    expect((await loginConfig()).captchaEnabled).toBe(true);
    const refused = await anonymous.post('/api/sysAuth/login', {
      account: 'superadmin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(refused.json.code).toBe(400);

    await updateConfig('sys_captcha', 'False');
    expect((await loginConfig()).captchaEnabled).toBe(false);
    await expect(signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD)).resolves.toBeDefined();

    await updateConfig('sys_captcha', 'True');
    expect((await loginConfig()).captchaEnabled).toBe(true);
  });

  it('a new token lifetime applies to the next sign-in', async () => {
    await updateConfig('sys_captcha', 'False');
    const before = claimsOf((await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD)).accessToken);
    expect(before.exp - before.iat).toBe(120 * 60);

    await updateConfig('sys_token_expire', '5');
    const after = claimsOf((await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD)).accessToken);
    expect(after.exp - after.iat).toBe(5 * 60);
  });
});
