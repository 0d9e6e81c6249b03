import { expect, test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, pickOption, row, submitDialog, openScreen } from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

test('menus: a directory with an icon, a hidden kept-alive screen and a button below it, then delete', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnPage(page, 'superadmin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/platform/menu');
  await expect(row(page, '系统管理')).toBeVisible();

  await page
    .locator('.list-page-toolbar')
    .getByRole('button', { name: cjk('新增') })
    .click();
  const form = dialog(page);
  await form.getByLabel('菜单名称').fill('E2E Tools');
  await form.getByLabel('路由路径').fill('/e2etools');
  await form.getByLabel('菜单图标').fill('Tools');
  await pickOption(page, 'Tools');
  await submitDialog(page);
  const dir = row(page, 'E2E Tools');
  await expect(dir).toContainText('目录');

  await dir.getByRole('button', { name: '新增下级' }).click();
  await expect(dialog(page).getByLabel('菜单', { exact: true })).toBeChecked();
  await dialog(page).getByLabel('菜单名称').fill('E2E Screen');
  await dialog(page).getByLabel('路由路径').fill('/e2etools/screen');
  await dialog(page).getByLabel('组件路径').fill('/e2etools/screen/index');
  await dialog(page).getByRole('switch', { name: '是否隐藏' }).click();
  await submitDialog(page);
  await dir.locator('.ant-table-row-expand-icon').click();
  const screen = row(page, 'E2E Screen');
  await expect(screen).toContainText('隐藏');

  await screen.getByRole('button', { name: '新增下级' }).click();
  await dialog(page).getByLabel('按钮', { exact: true }).check();
  await dialog(page).getByLabel('菜单名称').fill('E2E Run');
  await dialog(page).getByLabel('权限标识').fill('not a code');
  await submitDialog(page);
  await expect(dialog(page).getByText('权限标识格式不正确')).toBeVisible();
  await dialog(page).getByLabel('权限标识').fill('e2eTools:run');
  await submitDialog(page);
  await screen.locator('.ant-table-row-expand-icon').click();
  await expect(row(page, 'e2eTools:run')).toContainText('按钮');

  const { api } = await server.api('superadmin');
  const found = (await (await api.get('/api/sysMenu/list?Title=E2E Screen')).json()) as {
    result: Array<{ isHide: boolean; isKeepAlive: boolean; icon: string | null }>;
  };
  expect(found.result[0]).toMatchObject({ isHide: true, isKeepAlive: true });

  await dir.getByRole('button', { name: cjk('删除') }).click();
  await confirmPopover(page);
  await expect(row(page, 'E2E Tools')).toHaveCount(0);
  const gone = (await (await api.get('/api/sysMenu/list?Title=E2E')).json()) as { result: unknown[] };
  expect(gone.result).toEqual([]);
  await api.dispose();
});
