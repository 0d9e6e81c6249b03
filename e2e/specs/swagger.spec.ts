import { expect, test } from '../support/test.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { ShellServer } from '../support/shellServer.ts';

/** a server of its own with the sign-in captcha off, so the browser can sign in to the docs */
const noCaptcha = new ShellServer();
test.beforeAll(async () => {
  await noCaptcha.start();
});
test.afterAll(async () => {
  await noCaptcha.stop();
});

test('the API docs sign-in asks for the captcha when the sign-in does', async ({ page }) => {
  await page.goto('/swagger');
  await expect(page.getByTestId('swagger-login')).toBeVisible();
  const image = page.locator('#captcha-img');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const first = await image.getAttribute('src');
  await expect(page.getByLabel('Captcha', { exact: true })).toBeVisible();
  await page.locator('#u').fill('admin');
  await page.locator('#p').fill(E2E_ADMIN_PASSWORD);
  await page.locator('#c').fill('x');
  await page.getByRole('button').click();
  await expect(page.locator('#error')).toHaveText(
    'The captcha is wrong or has expired; please try a new one',
  );
  // the captcha was used up: a new one is shown
  await expect(image).not.toHaveAttribute('src', first ?? '');
  expect((await page.request.post('/swagger/checkUrl')).status()).toBe(401);
});

test('API docs at /swagger need a real account first', async ({ page, request }) => {
  const base = noCaptcha.baseURL;
  expect((await request.get(`${base}/swagger/json`)).status()).toBe(401);
  expect((await request.post(`${base}/swagger/checkUrl`)).status()).toBe(401);

  await page.goto(`${base}/swagger`);
  const form = page.getByTestId('swagger-login');
  await expect(form).toBeVisible();
  await expect(page.locator('#captcha')).toBeHidden();
  await page.locator('#u').fill('admin');
  await page.locator('#p').fill('wrong-password');
  await page.getByRole('button').click();
  await expect(page.locator('#error')).not.toBeEmpty();

  await page.locator('#p').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button').click();
  await expect(page.locator('.swagger-ui').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'sysAuth' })).toBeVisible();
  const spec = await page.request.get(`${base}/swagger/json`);
  expect(spec.status()).toBe(200);
  const paths = Object.keys(((await spec.json()) as { paths: object }).paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/sysAuth/loginConfig', '/api/health', '/api/sysConfig/page']),
  );
  expect(paths.some((p) => p.startsWith('/swagger/'))).toBe(false);
  const check = await page.request.post(`${base}/swagger/checkUrl`);
  expect(check.status()).toBe(200);
});
