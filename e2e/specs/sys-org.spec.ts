import { expect, test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, row, submitDialog, openScreen } from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

useShellServer();

test('organisations: add below a store, rename, and delete after confirming', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/org');

  const store = row(page, '门店A');
  await expect(store).toBeVisible();
  await store.getByRole('button', { name: '新增下级' }).click();
  await dialog(page).getByLabel('机构名称').fill('E2E Counter');
  await dialog(page).getByLabel('机构编码').fill('e2e-counter');
  await submitDialog(page);

  const counter = row(page, 'E2E Counter');
  await expect(counter).toContainText('e2e-counter');

  await counter.getByRole('button', { name: cjk('编辑') }).click();
  await expect(dialog(page).locator('.ant-select').first()).toContainText('门店A');
  await dialog(page).getByLabel('机构名称').fill('E2E Counter 2');
  await submitDialog(page);
  const renamed = row(page, 'E2E Counter 2');
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: cjk('删除') }).click();
  await confirmPopover(page);
  await expect(row(page, 'E2E Counter 2')).toHaveCount(0);
});
