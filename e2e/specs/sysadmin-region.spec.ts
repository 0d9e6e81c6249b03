import { test } from '../support/test.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';
import { confirmPopover } from '../support/antd.ts';

useSysAdminServer();

test('regions: lazily loaded tree, add a child, import a file, delete with descendants', async ({ page }) => {
  await openSignedIn(page, '/platform/region');
  const tree = page.locator('.region-tree');
  const beijing = tree.locator('.ant-tree-treenode').filter({ hasText: '北京市 (110000)' });
  await expect(beijing).toBeVisible({ timeout: 60_000 });
  // children are loaded on expanding
  await expect(tree.getByText('市辖区 (110100)')).toHaveCount(0);
  await beijing.locator('.ant-tree-switcher').click();
  await expect(tree.getByText('市辖区 (110100)')).toBeVisible();

  // the table lists the chosen region's children
  await tree.getByText('市辖区 (110100)').click();
  await expect(rowWith(page, '东城区')).toHaveCount(1);

  await page.getByRole('button', { name: /新增下级: 市辖区/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增区域' });
  await dialog.getByLabel('区域名称', { exact: true }).fill('E2E 新区');
  await dialog.getByLabel('区划代码', { exact: true }).fill('110199');
  await okButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, 'E2E 新区')).toHaveCount(1);
  // the tree reloads that branch: expanding it shows the new district
  await tree
    .locator('.ant-tree-treenode')
    .filter({ hasText: '市辖区 (110100)' })
    .locator('.ant-tree-switcher')
    .click();
  await expect(tree.getByText('E2E 新区 (110199)')).toBeVisible();

  // import a town under the new district from a CSV file
  await page.getByTestId('region-import-file').setInputFiles({
    name: 'regions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,name,parent\n110199001,E2E 街道,110199\n'),
  });
  await expect(page.getByText('导入完成：新增 1 条，更新 0 条')).toBeVisible();

  const district = rowWith(page, 'E2E 新区');
  await district.getByRole('button', { name: '删除' }).click();
  await confirmPopover(page);
  await expect(page.getByText('已删除 2 个区域（含下级）')).toBeVisible();
  await expect(district).toHaveCount(0);
});
