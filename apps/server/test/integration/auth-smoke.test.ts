import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth.ts';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

describe('sign-in smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('admin signs in and reads its user info and a permission-guarded page', async () => {
    const admin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    const info = await call(t.app, 'GET', '/api/sysAuth/userInfo', { headers: admin.headers });
    expect(info.json.code).toBe(200);
    expect(info.json.result).toMatchObject({ account: 'admin', accountType: 888 });
    expect((info.json.result as { buttons: string[] }).buttons).toContain('sysUser:page');
    expect((info.json.result as { buttons: string[] }).buttons).not.toContain('sysTenant:page');
    const denied = await call(t.app, 'POST', '/api/sysConfig/page', { body: {}, headers: admin.headers });
    expect(denied.json.code).toBe(403);
    const superadmin = await signIn(t.app, 'superadmin', TEST_ADMIN_PASSWORD);
    const page = await call(t.app, 'POST', '/api/sysConfig/page', { body: {}, headers: superadmin.headers });
    expect(page.json.code).toBe(200);
  });
});
