import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, expectToast, screenShown } from '../support/antd.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

const GREETING = 'E2E 你好，插件';
const API_KEY = 'e2e-secret-key-0042';

/** The tenant admin's view of the example page: its menu entry and the greeting. */
async function openExamplePage(page: Page): Promise<void> {
  await page.goto('/system/exampleHello');
  await screenShown(page);
}

test('the super admin enables the example plugin for the default tenant; its admin sees the menu and page until it is disabled', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, '/platform/plugin');
  await screenShown(page);
  const row = rowWith(page, 'example-hello');
  await expect(row).toContainText('示例：问候');
  await expect(row).toContainText('未设置');
  await shot(page, 'plugin-list-zh');

  // the tenant admin: no menu and no page while the plugin is not set up
  const adminContext = await browser.newContext({ baseURL: server.baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/system/user');
  await signInOnPage(admin, 'admin');
  await screenShown(admin);
  await expect(admin.getByTestId('menu-/system/user')).toBeVisible();
  await expect(admin.getByTestId('menu-/system/exampleHello')).toHaveCount(0);

  // set up with a config: the secret is a password field, masked once saved
  await row.getByRole('button', { name: cjk('设置') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'example-hello' });
  await expect(drawer).toContainText('/api/exampleHello/greeting');
  await drawer.getByLabel('greeting').fill(GREETING);
  await drawer.getByLabel('apiKey').fill(API_KEY);
  await expect(drawer.getByLabel('apiKey')).toHaveAttribute('type', 'password');
  await drawer.getByRole('button', { name: '保存并启用' }).click();
  await expectToast(page, '已保存');
  await expect(drawer.getByRole('switch', { name: '启用' })).toBeChecked();
  await expect(drawer.getByLabel('apiKey')).toHaveValue('******');
  await expect(row).toContainText('已启用');

  // the plugin's own test, with a target
  await drawer.getByLabel('测试目标').fill('Ada');
  await drawer.getByRole('button', { name: cjk('测试') }).click();
  await expect(drawer.locator('.ant-alert-success')).toContainText(`${GREETING}, Ada!`);
  await shot(page, 'plugin-drawer-zh');

  // after a reload the tenant admin has the menu and the page with the greeting
  await admin.reload();
  await screenShown(admin);
  await expect(admin.getByTestId('menu-/system/exampleHello')).toBeVisible();
  await openExamplePage(admin);
  await expect(admin.getByTestId('example-greeting')).toHaveText(GREETING);
  await expect(admin.getByText(API_KEY)).toHaveCount(0);
  await shot(admin, 'example-hello-page-zh');

  // disabled: after a reload both are gone
  await drawer.getByRole('switch', { name: '启用' }).click();
  await expectToast(page, '状态已修改');
  await expect(drawer.getByRole('switch', { name: '启用' })).not.toBeChecked();
  await expect(row).toContainText('已停用');
  await admin.goto('/system/user');
  await screenShown(admin);
  await expect(admin.getByTestId('menu-/system/exampleHello')).toHaveCount(0);
  // the screen is known to the app but no longer granted: the no-permission page
  await admin.goto('/system/exampleHello');
  await expect(admin.getByText('401', { exact: true })).toBeVisible();
  await expect(admin.getByTestId('example-greeting')).toHaveCount(0);

  // forgotten: the setting goes, after a confirmation
  await drawer.getByRole('button', { name: '停用并清除配置' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expectToast(page, '已清除');
  await expect(row).toContainText('未设置');
  await adminContext.close();
});
