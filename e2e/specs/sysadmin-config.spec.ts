import { test } from '../support/test.ts';
import {
  expect,
  okButton,
  openSignedIn,
  rowWith,
  search,
  searchBar,
  useSysAdminServer,
} from '../support/sysadmin.ts';

const server = useSysAdminServer();

const lifetimeOf = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  return claims.exp - claims.iat;
};

test('configs: a new token lifetime saved on the screen applies to the next sign-in', async ({ page }) => {
  await openSignedIn(page, '/platform/config');
  await searchBar(page).getByLabel('配置编码').fill('sys_token_expire');
  await search(page);
  const row = rowWith(page, 'sys_token_expire');
  await expect(row).toHaveCount(1);
  // built-in rows cannot be deleted
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);

  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑配置' });
  await expect(dialog.getByLabel('配置编码', { exact: true })).toBeDisabled();
  await dialog.getByLabel('配置值', { exact: true }).fill('30');
  await okButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('30');

  const { api, token } = await server.api();
  expect(lifetimeOf(token)).toBe(30 * 60);
  await api.dispose();
});
