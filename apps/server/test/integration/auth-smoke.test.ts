import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe('sign-in smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('admin signs in and reads its user info and a permission-guarded page', async () => {
    const admin = await signInAs(t, 'admin');
    const info = await admin.get('/api/sysAuth/userInfo');
    expect(info.json.code).toBe(200);
    expect(info.json.result).toMatchObject({ account: 'admin', accountType: 888 });
    expect((info.json.result as { buttons: string[] }).buttons).toContain('sysUser:page');
    expect((info.json.result as { buttons: string[] }).buttons).not.toContain('sysTenant:page');
    const denied = await admin.post('/api/sysConfig/page', {});
    expect(denied.json.code).toBe(403);
    const superadmin = await signInAs(t, 'superadmin');
    const page = await superadmin.post('/api/sysConfig/page', {});
    expect(page.json.code).toBe(200);
  });
});
