import { test } from '../support/test.ts';
import { expect, useShellServer, signInOnPage } from '../support/shellServer.ts';

useShellServer();

test.describe('shell: guard, menu routes and layout', () => {
  test('a signed-out visit lands on /login with redirect and params, and sign-in returns there', async ({
    page,
  }) => {
    await page.goto('/goods/list?kw=tea&page=2');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/goods/list');
    expect(JSON.parse(url.searchParams.get('params') ?? '{}')).toEqual({ kw: 'tea', page: '2' });

    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/goods\/list\?kw=tea&page=2$/);
    await expect(page.getByTestId('active-screen')).toBeVisible();
    // The menu comes from the server: its top-level entries and the goods entries are shown.
    await expect(page.getByTestId('column-/goods')).toBeVisible();
    await expect(page.getByTestId('menu-/goods/list')).toBeVisible();
    await expect(page).toHaveTitle(/^商品管理 - /);
  });

  test('/ without a token goes to /login; /login with a token goes to /sale/order', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await expect(page.getByTestId('tags-view')).toBeVisible();
  });

  test('an unknown path shows the not-found page to a signed-in user', async ({ page }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await page.goto('/no/such/screen');
    await expect(page.getByText('404')).toBeVisible();
  });
});
