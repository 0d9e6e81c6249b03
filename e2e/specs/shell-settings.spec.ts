import { type Page } from '@playwright/test';
import { chooseSearchOption, searchMenu } from '../support/antd.ts';
import { test } from '../support/test.ts';
import { expect, useShellServer, signInOnPage, storedItem } from '../support/shellServer.ts';

useShellServer();

/** The theme config as stored in the browser (under the product prefix). */
async function storedTheme(page: Page): Promise<unknown> {
  return JSON.parse((await storedItem(page, 'retail:themeConfig')) ?? '{}');
}

test.describe('shell: settings, language and size', () => {
  test('layout, language and size survive a reload; reset to defaults keeps the user signed in', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await expect(page.locator('[data-layout="columns"]')).toBeVisible();

    await page.getByTestId('bar-settings').click();
    await page.getByTestId('layout-classic').click();
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByTestId('bar-language').hover();
    await page.getByTestId('language-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Sales orders - Retail Back Office$/);

    await page.getByTestId('bar-size').hover();
    await page.getByTestId('size-large').click();
    // antd's components follow the size at once (the search box is a large select now).
    await page.getByTestId('bar-search').click();
    await expect(page.locator('.ant-modal .ant-select-lg')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.locator('[data-layout="classic"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The classic layout's aside holds the whole tree, translated.
    await expect(page.getByTestId('menu-/goods')).toHaveText('Goods');
    const stored = await storedTheme(page);
    expect(stored).toMatchObject({ layout: 'classic', globalI18n: 'en', globalComponentSize: 'large' });

    await page.getByTestId('bar-settings').click();
    await page.getByTestId('settings-reset').click();
    await expect(page.locator('[data-layout="columns"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.reload();
    await expect(page).toHaveURL(/\/sale\/order$/);
    await expect(page.locator('[data-layout="columns"]')).toBeVisible();
    const after = await storedTheme(page);
    expect(after).toMatchObject({ layout: 'columns', globalI18n: 'zh-cn', globalComponentSize: 'default' });
  });

  test('menu search opens a screen by its translated title', async ({ page }) => {
    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    await searchMenu(page, '供应商');
    await chooseSearchOption(page, '/goods/supplier');
    await expect(page).toHaveURL(/\/goods\/supplier$/);
    await expect(page).toHaveTitle(/^供应商 - /);
  });
});
