import { test } from '../support/test.ts';
import { expect, openSignedIn, rowWith, search, searchBar, useSysAdminServer } from '../support/sysadmin.ts';
import { confirmPopover } from '../support/antd.ts';

const server = useSysAdminServer();

test('logs: visit log with detail, export and clear; difference log shows before and after', async ({
  page,
}) => {
  // a change to show in the difference log
  const { api } = await server.api();
  const added = (await (
    await api.post('/api/sysDictType/add', { data: { name: 'Diff 前', code: 'e2e_diff' } })
  ).json()) as { result: number };
  await api.post('/api/sysDictType/update', {
    data: { id: added.result, name: 'Diff 后', code: 'e2e_diff' },
  });
  await api.dispose();

  await openSignedIn(page, '/log/vislog');
  await searchBar(page).getByLabel('账号').fill('superadmin');
  await search(page);
  const login = rowWith(page, 'superadmin').first();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '日志详情' });
  await expect(drawer).toContainText('superadmin');
  await page.locator('.ant-drawer-close').click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('button', { name: /^清\s*空$/ }).click();
  await confirmPopover(page);
  await expect(page.getByText(/已清空 \d+ 条/)).toBeVisible();

  await page.goto('/log/difflog');
  await searchBar(page).getByLabel('表名').fill('sys_dict_type');
  await search(page);
  const update = rowWith(page, '修改').first();
  await expect(update).toBeVisible();
  await update.getByRole('button', { name: '详情' }).click();
  const diff = page.getByTestId('diff-table');
  const nameRow = diff.locator('tr').filter({ hasText: 'name' });
  await expect(nameRow).toContainText('Diff 前');
  await expect(nameRow).toContainText('Diff 后');
});
