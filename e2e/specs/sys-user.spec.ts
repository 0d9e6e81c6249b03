import { expect, test } from '../support/test.ts';
import {
  cjk,
  confirmPopover,
  dialog,
  pickOption,
  row,
  rows,
  search,
  searchBar,
  submitDialog,
  openScreen,
} from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

async function signInWorks(account: string, password: string): Promise<boolean> {
  const res = await fetch(`${server.baseURL}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return ((await res.json()) as { code: number }).code === 200;
}

test('users: add in an org with a role, the one-time password signs in, edit, reset password, export', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/user');

  // the org tree filters the table; the picked org is preset for a new user
  const tree = page.locator('.user-org-tree');
  await tree.locator('.ant-tree-node-content-wrapper').first().click();
  await expect(row(page, 'cashier')).toBeVisible();

  await page.getByRole('button', { name: cjk('新增') }).click();
  const form = dialog(page);
  await form.getByLabel('账号', { exact: true }).fill('e2eclerk01');
  await form.getByLabel('姓名', { exact: true }).fill('E2E Clerk');
  await form.getByLabel('手机号码').fill('13912345678');
  await form.getByLabel('角色集合').click();
  await pickOption(page, '收银员');
  await submitDialog(page);

  const secret = page.getByTestId('one-time-password');
  await expect(secret).toBeVisible();
  const password = (await secret.innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(await signInWorks('e2eclerk01', password)).toBe(true);
  await submitDialog(page);

  await searchBar(page).getByLabel('账号').fill('e2eclerk');
  await search(page);
  const clerk = row(page, 'e2eclerk01');
  await expect(clerk).toContainText('收银员');
  await expect(rows(page)).toHaveCount(1);

  await clerk.getByRole('button', { name: cjk('编辑') }).click();
  await expect(dialog(page).getByLabel('姓名', { exact: true })).toHaveValue('E2E Clerk');
  await dialog(page).getByLabel('姓名', { exact: true }).fill('E2E Clerk Two');
  await submitDialog(page);
  await expect(clerk).toContainText('E2E Clerk Two');

  await clerk.getByRole('button', { name: '重置密码' }).click();
  await confirmPopover(page);
  await expect(secret).toBeVisible();
  const reset = (await secret.innerText()).trim();
  expect(reset).not.toBe(password);
  expect(await signInWorks('e2eclerk01', reset)).toBe(true);
  expect(await signInWorks('e2eclerk01', password)).toBe(false);
  await submitDialog(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出/ }).click();
  expect((await download).suggestedFilename()).toBe('users.xlsx');
});
