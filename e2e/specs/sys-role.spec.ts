import { expect, test } from '../support/test.ts';
import { cjk, dialog, pickOption, row, submitDialog, openScreen } from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

test('roles: add with a menu grant (parents half-checked), then a custom data scope', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/role');

  await page.getByRole('button', { name: cjk('新增') }).click();
  const form = dialog(page);
  await form.getByLabel('角色名称').fill('E2E Auditor');
  await form.getByLabel('角色编码').fill('e2eAuditor');
  // tick one button: its screen and directory come along, half-checked
  const posQuery = form.locator('.ant-tree-treenode').filter({ hasText: '(sysPos:list)' });
  await posQuery.locator('.ant-tree-checkbox').click();
  const posScreen = form.locator('.ant-tree-treenode').filter({ hasText: /^职位管理$/ });
  await expect(posScreen.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await submitDialog(page);

  const auditor = row(page, 'e2eAuditor');
  await expect(auditor).toBeVisible();
  await expect(auditor).toContainText('仅本人数据');

  // the stored grant: the button with its screen and directory
  const { api } = await server.api('admin');
  const roles = (await (await api.post('/api/sysRole/page', { data: { code: 'e2eAuditor' } })).json()) as {
    result: { items: Array<{ id: number }> };
  };
  const roleId = roles.result.items[0]?.id as number;
  const menus = (await (await api.get(`/api/sysRole/ownMenuList?id=${roleId}`)).json()) as {
    result: number[];
  };
  expect(menus.result).toHaveLength(3);

  // reopened, the tree shows the same grant
  await auditor.getByRole('button', { name: cjk('编辑') }).click();
  await expect(
    dialog(page)
      .locator('.ant-tree-treenode')
      .filter({ hasText: '(sysPos:list)' })
      .locator('.ant-tree-checkbox'),
  ).toHaveClass(/ant-tree-checkbox-checked/);
  await dialog(page)
    .getByRole('button', { name: cjk('取消') })
    .click();

  await auditor.getByRole('button', { name: '数据范围' }).click();
  const scope = dialog(page);
  await scope.getByLabel('数据范围').click();
  await pickOption(page, '自定义数据');
  await scope.getByLabel('可见机构').click();
  await pickOption(page, /门店|店/);
  await page.keyboard.press('Escape');
  await submitDialog(page);
  await expect(auditor).toContainText('自定义数据');
  const orgs = (await (await api.get(`/api/sysRole/ownOrgList?id=${roleId}`)).json()) as { result: number[] };
  expect(orgs.result.length).toBeGreaterThan(0);
  await api.dispose();
});
