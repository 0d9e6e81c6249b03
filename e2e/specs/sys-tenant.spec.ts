import { expect, test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, row, submitDialog, openScreen } from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

async function signIn(account: string, password: string): Promise<number> {
  const res = await fetch(`${server.baseURL}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  return ((await res.json()) as { code: number }).code;
}

test('tenants: create with its admin, grant menus, disable and enable, reset the admin password', async ({
  page,
}) => {
  await page.goto('/login');
  await signInOnPage(page, 'superadmin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/platform/tenant');

  await page.getByRole('button', { name: cjk('新增') }).click();
  await dialog(page).getByLabel('租户名称').fill('E2E Shop');
  await dialog(page).getByLabel('租管账号').fill('e2eshopadmin');
  await dialog(page).getByLabel('电话').fill('13800001111');
  await submitDialog(page);
  const secret = page.getByTestId('one-time-password');
  await expect(secret).toBeVisible();
  const password = (await secret.innerText()).trim();
  expect(await signIn('e2eshopadmin', password)).toBe(200);
  await submitDialog(page);

  const shop = row(page, 'E2E Shop');
  await expect(shop).toContainText('e2eshopadmin');

  // the grant dialog shows the tenant's menus; removing the position screen takes it from the tenant
  await shop.getByRole('button', { name: '授权菜单' }).click();
  const pos = dialog(page)
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^职位管理$/ });
  await expect(pos.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(
    dialog(page)
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^菜单管理$/ }),
  ).toHaveCount(0);
  await pos.locator('.ant-tree-checkbox').click();
  await submitDialog(page);
  const { api } = await server.api('superadmin');
  const tenants = (await (await api.post('/api/sysTenant/page', { data: { name: 'E2E Shop' } })).json()) as {
    result: { items: Array<{ id: number }> };
  };
  const tenantId = tenants.result.items[0]?.id as number;
  const granted = (await (await api.get(`/api/sysTenant/ownMenuList?id=${tenantId}`)).json()) as {
    result: number[];
  };
  const positions = (await (await api.get('/api/sysMenu/list?Title=menu.sysPos')).json()) as {
    result: Array<{ id: number }>;
  };
  expect(granted.result).not.toContain(positions.result[0]?.id);
  await api.dispose();

  await shop.getByRole('switch').click();
  await confirmPopover(page);
  await expect(shop.getByRole('switch')).not.toBeChecked();
  expect(await signIn('e2eshopadmin', password)).not.toBe(200);
  await shop.getByRole('switch').click();
  await confirmPopover(page);
  await expect(shop.getByRole('switch')).toBeChecked();

  await shop.getByRole('button', { name: '重置密码' }).click();
  await confirmPopover(page);
  await expect(secret).toBeVisible();
  const reset = (await secret.innerText()).trim();
  expect(reset).not.toBe(password);
  expect(await signIn('e2eshopadmin', reset)).toBe(200);
  await submitDialog(page);
});
