import { expect, test } from '../support/test.ts';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

test('API docs at /swagger need a real account first', async ({ page, request }) => {
  expect((await request.get('/swagger/json')).status()).toBe(401);
  expect((await request.post('/swagger/checkUrl')).status()).toBe(401);

  await page.goto('/swagger');
  const form = page.getByTestId('swagger-login');
  await expect(form).toBeVisible();
  await page.locator('#u').fill('admin');
  await page.locator('#p').fill('wrong-password');
  await page.getByRole('button').click();
  await expect(page.locator('#error')).not.toBeEmpty();

  await page.locator('#p').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button').click();
  await expect(page.locator('.swagger-ui').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'sysAuth' })).toBeVisible();
  const spec = await page.request.get('/swagger/json');
  expect(spec.status()).toBe(200);
  const paths = Object.keys(((await spec.json()) as { paths: object }).paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/sysAuth/loginConfig', '/api/health', '/api/sysConfig/page']),
  );
  expect(paths.some((p) => p.startsWith('/swagger/'))).toBe(false);
  const check = await page.request.post('/swagger/checkUrl');
  expect(check.status()).toBe(200);
});
