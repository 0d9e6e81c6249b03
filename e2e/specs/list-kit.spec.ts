import { type Page, type Route } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog, expectToast, openScreen, row } from '../support/antd.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

useShellServer(180_000);

/** Answers a call with a handled failure, as the server does (HTTP 200, body code 400). */
function failWith(message: string) {
  return (route: Route) =>
    route.fulfill({
      json: { code: 400, type: 'error', message, result: null, extras: null, time: '2025-01-01 00:00:00' },
    });
}

/** The refresh button of the list on show. */
const refreshButton = (page: Page) =>
  page.locator('.list-page-toolbar:visible').getByRole('button', { name: cjk('刷新') });

/** Counts the calls to `path` the page sends from now on. */
function countCalls(page: Page, path: string): { count(): number } {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return { count: () => calls };
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
}

test('a list that fails to load says so in an error toast, never as inline text', async ({ page }) => {
  await signIn(page);

  // A paged list (the list kit's ListPage): the server's message.
  await page.route('**/api/goodsSupplier/page', failWith('E2E suppliers unavailable'));
  await openScreen(page, '/goods/supplier');
  await expect(
    page.locator('.ant-message-notice-error').filter({ hasText: 'E2E suppliers unavailable' }),
  ).toBeVisible();
  await expect(page.locator('#layout-main').getByText('E2E suppliers unavailable')).toHaveCount(0);

  // A network failure on refresh: the network error toast.
  await page.unroute('**/api/goodsSupplier/page');
  await page.route('**/api/goodsSupplier/page', (route) => route.abort('failed'));
  await refreshButton(page).click();
  await expectToast(page, '网络连接错误，请检查网络后重试');
  await expect(page.locator('#layout-main').getByText('网络连接错误，请检查网络后重试')).toHaveCount(0);
  await page.unroute('**/api/goodsSupplier/page');

  // A tree list and the category tree.
  await page.route('**/api/sysOrg/list**', failWith('E2E organisations unavailable'));
  await openScreen(page, '/system/org');
  await expectToast(page, 'E2E organisations unavailable');
  // (the goods list loaded the category tree already: the refresh asks again)
  await openScreen(page, '/goods/category');
  await page.route('**/api/goodsCategory/list', failWith('E2E categories unavailable'));
  await refreshButton(page).click();
  await expectToast(page, 'E2E categories unavailable');
  await expect(page.locator('#layout-main').getByText('E2E categories unavailable')).toHaveCount(0);
});

test('a double click on refresh or on a dialog submit sends one request', async ({ page }) => {
  await signIn(page);
  await openScreen(page, '/goods/supplier');
  await expect(refreshButton(page)).toBeEnabled();
  await page.waitForLoadState('networkidle');

  const pages = countCalls(page, '/api/goodsSupplier/page');
  await refreshButton(page).dblclick();
  await page.waitForLoadState('networkidle');
  await expect(refreshButton(page)).not.toHaveClass(/ant-btn-loading/);
  expect(pages.count()).toBe(1);

  // (antd's form also drops an outdated validation, so the dialog saved once even before the guard)
  const adds = countCalls(page, '/api/goodsSupplier/add');
  await page.getByRole('button', { name: '新增供应商' }).click();
  await dialog(page).getByLabel('供应商名称').fill('E2E double click');
  await dialog(page)
    .getByRole('button', { name: cjk('确定') })
    .dblclick();
  await expect(row(page, 'E2E double click')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adds.count()).toBe(1);
});
