import { expect, test } from '../support/test.ts';

test.describe('serving the web app', () => {
  test('the login page shows at / and asks the server for its sign-in settings', async ({ page }) => {
    const loginConfig = page.waitForResponse((r) => r.url().endsWith('/api/sysAuth/loginConfig'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F&params=/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    const response = await loginConfig;
    expect(await response.json()).toMatchObject({ code: 200, result: { captchaEnabled: true } });
    await expect(page.getByTestId('login-account')).toBeVisible();
    await expect(page.getByTestId('login-password')).toBeVisible();
  });

  test('non-API paths fall back to the app; index.html is never cached', async ({ request }) => {
    for (const path of ['/sale/order', '/some/deep/path?x=1', '/mobile/barscan']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      expect(res.headers()['cache-control']).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
  });

  test('hashed assets are immutable and served pre-compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // the entry chunk (large enough to have been pre-compressed)
    const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const br = await request.get(asset as string, { headers: { 'accept-encoding': 'br' } });
    expect(br.status()).toBe(200);
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers()['content-encoding']).toBe('br');
    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
  });

  test('unknown API paths answer a 404 envelope, not the app', async ({ request }) => {
    const res = await request.post('/api/noSuch/call', { data: {} });
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404, type: 'error', result: null });
  });
});
