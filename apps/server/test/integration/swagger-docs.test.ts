import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/** The API docs are built on the first /swagger request (not at start) and shown only after signing in. */
describe('API docs at /swagger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('shows the sign-in page and refuses the document before signing in', async () => {
    const page = await get('/swagger');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-login');
    const doc = await get('/swagger/json');
    expect(doc.statusCode).toBe(401);
    expect(doc.json().code).toBe(401);
  });

  it('serves the document and the UI after signing in with a real account', async () => {
    const signIn = await call(t.app, 'POST', '/swagger/submitUrl', {
      body: { UserName: 'superadmin', Password: TEST_ADMIN_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const doc = await get('/swagger/json', cookie);
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys((doc.json() as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/sysAuth/loginConfig', '/api/health', '/api/sysMenu/loginMenuTree']),
    );
    expect(paths.some((p) => p.startsWith('/swagger'))).toBe(false);
    expect(await t.app.openApi()).toEqual(doc.json());
    const ui = await get('/swagger/', cookie);
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    const css = await get('/swagger/static/swagger-ui.css', cookie);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
