import { expect, test } from '../support/test.ts';
import {
  cjk,
  confirmPopover,
  dialog,
  row,
  rows,
  search,
  searchBar,
  submitDialog,
  openScreen,
} from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

useShellServer();

test('positions: add, find, edit, and delete after confirming', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/pos');

  await page.getByRole('button', { name: cjk('新增') }).click();
  await submitDialog(page);
  await expect(dialog(page).getByText('请输入职位名称')).toBeVisible();
  await dialog(page).getByLabel('职位名称').fill('E2E Buyer');
  await dialog(page).getByLabel('职位编码').fill('e2e_buyer');
  await submitDialog(page);

  await searchBar(page).getByLabel('职位名称').fill('E2E');
  await search(page);
  const buyer = row(page, 'E2E Buyer');
  await expect(buyer).toContainText('e2e_buyer');
  await expect(rows(page)).toHaveCount(1);

  await buyer.getByRole('button', { name: cjk('编辑') }).click();
  await dialog(page).getByLabel('职位名称').fill('E2E Senior Buyer');
  await submitDialog(page);
  const senior = row(page, 'E2E Senior Buyer');
  await expect(senior).toBeVisible();

  await senior.getByRole('button', { name: cjk('删除') }).click();
  await confirmPopover(page);
  await expect(rows(page)).toHaveCount(0);
});
