import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../support/client.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/** The API docs are built on the first /swagger request (not at start) and shown only after signing in. */
describe('API docs at /swagger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** a browser: no sign-in, or the docs' cookie */
  const visitor = (cookie?: string) => apiAs(t, null, cookie ? { cookie } : {});

  it('shows the sign-in page and refuses the document before signing in', async () => {
    const page = await visitor().get('/swagger');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('swagger-login');
    const doc = await visitor().get('/swagger/json');
    expect(doc.status).toBe(401);
    expect(doc.json.code).toBe(401);
  });

  it('serves the document and the UI after signing in with a real account', async () => {
    const signIn = await visitor().post('/swagger/submitUrl', {
      UserName: 'superadmin',
      Password: TEST_ADMIN_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    const doc = await visitor(cookie).get('/swagger/json');
    expect(doc.status).toBe(200);
    const paths = Object.keys((doc.json as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/sysAuth/loginConfig', '/api/health', '/api/sysMenu/loginMenuTree']),
    );
    expect(paths.some((p) => p.startsWith('/swagger'))).toBe(false);
    expect(await t.app.openApi()).toEqual(doc.json);
    const ui = await visitor(cookie).get('/swagger/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
    const css = await visitor(cookie).get('/swagger/static/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
