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
import { confirmPopover } from '../support/antd.ts';

const server = useSysAdminServer();

test('dictionaries: add a type and an item, disable the item, delete both', async ({ page }) => {
  await openSignedIn(page, '/platform/dict');

  await page.getByRole('button', { name: '新增字典' }).click();
  const typeDialog = page.getByRole('dialog', { name: '新增字典' });
  await okButton(typeDialog).click();
  // the form names the missing field before anything is sent
  await expect(typeDialog.locator('.ant-form-item-explain-error').first()).toContainText('字典名称');
  await typeDialog.getByLabel('字典名称', { exact: true }).fill('E2E 颜色');
  await typeDialog.getByLabel('字典编码', { exact: true }).fill('e2e_color');
  await okButton(typeDialog).click();
  await expect(typeDialog).toBeHidden();

  await searchBar(page).getByLabel('字典编码').fill('e2e_color');
  await search(page);
  const typeRow = rowWith(page, 'e2e_color');
  await expect(typeRow).toHaveCount(1);

  await typeRow.getByRole('button', { name: '字典值' }).click();
  const drawer = page.getByRole('dialog', { name: '字典值：E2E 颜色 (e2e_color)' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '新增字典值' }).click();
  const dataDialog = page.getByRole('dialog', { name: '新增字典值' });
  await dataDialog.getByLabel('字典值', { exact: true }).fill('红色');
  await dataDialog.getByLabel('值编码', { exact: true }).fill('red');
  await dataDialog.getByLabel('显示文本', { exact: true }).fill('红');
  await okButton(dataDialog).click();
  await expect(dataDialog).toBeHidden();
  const itemRow = rowWith(drawer, 'red');
  await expect(itemRow).toHaveCount(1);

  // set status through its own call; the server keeps it
  await itemRow.getByRole('switch').click();
  await expect(itemRow.getByRole('switch')).not.toBeChecked();
  const { api } = await server.api();
  const types = (await (await api.post('/api/sysDictType/page', { data: { code: 'e2e_color' } })).json()) as {
    result: { items: Array<{ id: number }> };
  };
  const typeId = types.result.items[0]?.id;
  const items = (await (await api.get(`/api/sysDictData/list?dictTypeId=${typeId}`)).json()) as {
    result: Array<{ code: string; status: number }>;
  };
  expect(items.result).toEqual([expect.objectContaining({ code: 'red', status: 2 })]);
  await api.dispose();

  await itemRow.getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expect(itemRow).toHaveCount(0);
  await page.locator('.ant-drawer-close').click();

  await typeRow.getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expect(typeRow).toHaveCount(0);
});
