import { type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { chooseSearchOption, openScreen, row, rows, searchBar, searchMenu } from '../support/antd.ts';
import { apiResult, expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

interface MenuRow {
  id: number;
  path: string | null;
  children: MenuRow[];
}

async function switchLanguage(page: Page, language: 'en' | 'zh-cn'): Promise<void> {
  await page.getByTestId('bar-language').hover();
  await page.getByTestId(`language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
}

test('the top bar search finds a screen by its title in the current language', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);

  await searchMenu(page, '账号');
  await expect(page.getByTestId('search-option-/system/user')).toBeVisible();
  await page.locator('.ant-modal-close:visible').click();
  await expect(page.getByTestId('search-input')).toHaveCount(0);

  await switchLanguage(page, 'en');
  await searchMenu(page, 'users');
  await chooseSearchOption(page, '/system/user');
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page).toHaveTitle(/^Users - /);
});

test('the menu screen filters by the title as shown, in each language', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'superadmin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/platform/menu');

  const bar = searchBar(page);
  await bar.getByLabel('菜单名称').fill('账号');
  await bar.getByRole('button', { name: /查\s*询/ }).click();
  await expect(row(page, '账号管理')).toBeVisible();
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('账号');

  await switchLanguage(page, 'en');
  await bar.getByLabel('Menu title').fill('Users');
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(row(page, /^Users/)).toBeVisible();
  await expect(row(page, 'Online users')).toBeVisible();
  for (const text of await rows(page).allInnerTexts()) expect(text.toLowerCase()).toContain('users');
});

test('a menu link that is not a URL opens that path in the app, in the same window', async ({ page }) => {
  const { api } = await server.api('superadmin');
  const tree = await apiResult<MenuRow[]>(api.get('/api/sysMenu/list'));
  const goods = tree.find((node) => node.path === '/goods');
  expect(goods).toBeTruthy();
  await apiResult(
    api.post('/api/sysMenu/add', {
      data: {
        pid: goods?.id,
        type: 2,
        name: 'e2eSupplierLink',
        path: '/goods/e2eSupplierLink',
        title: 'E2E supplier link',
        outLink: '/goods/supplier',
        orderNo: 999,
      },
    }),
  );
  await api.dispose();

  const popups: Page[] = [];
  page.context().on('page', (opened) => popups.push(opened));
  await page.goto('/login');
  await signInOnPage(page, 'superadmin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await page.getByTestId('column-/goods').click();
  await page.getByTestId('menu-/goods/e2eSupplierLink').click();
  await expect(page).toHaveURL(/\/goods\/supplier$/);
  await expect(page.locator('[data-testid="tag"].is-active')).toHaveAttribute('data-key', '/goods/supplier');

  // The top bar search opens it the same way.
  await searchMenu(page, 'E2E supplier');
  await chooseSearchOption(page, '/goods/e2eSupplierLink');
  await expect(page).toHaveURL(/\/goods\/supplier$/);
  expect(popups).toHaveLength(0);
});
