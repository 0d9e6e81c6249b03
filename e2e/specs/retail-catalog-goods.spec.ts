import ExcelJS from 'exceljs';
import { test } from '../support/test.ts';
import { call, expect, openSignedIn, unique } from '../support/catalog.ts';
import { useShellServer } from '../support/shellServer.ts';

const server = useShellServer(180_000);

test.describe('retail catalog: categories, suppliers and goods', () => {
  test('a category and a sub-category are created in the tree', async ({ page }) => {
    const name = `Tea ${unique()}`;
    await openSignedIn(page, '/goods/category');
    await page.getByRole('button', { name: '新增分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新增分类' });
    await dialog.getByLabel('分类名称').fill(name);
    await dialog.getByLabel('分类编码').fill(`C${unique()}`);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: '新增下级' }).click();
    await dialog.getByLabel('分类名称').fill(`${name} Green`);
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`${name} Green`) })).toBeVisible();

    const { api } = await server.api('admin');
    const tree = await call<Array<{ name: string; children: Array<{ name: string }> }>>(
      api,
      '/api/goodsCategory/list',
    );
    expect(tree.find((c) => c.name === name)?.children.map((c) => c.name)).toEqual([`${name} Green`]);
  });

  test('a supplier is created, found by keyword and disabled', async ({ page }) => {
    const name = `Supplier ${unique()}`;
    await openSignedIn(page, '/goods/supplier');
    await page.getByRole('button', { name: '新增供应商' }).click();
    const dialog = page.getByRole('dialog', { name: '新增供应商' });
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.getByText('请输入供应商名称')).toBeVisible();
    await dialog.getByLabel('供应商名称').fill(name);
    await dialog.getByLabel('联系人').fill('Wang');
    await dialog.getByLabel('联系电话').fill('13800138000');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder('名称/编码/联系人/电话').fill('13800138000');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole('switch', { name: `${name} 状态` }).click();
    await expect(row.getByRole('switch', { name: `${name} 状态` })).not.toBeChecked();

    const { api } = await server.api('admin');
    const page1 = await call<{ items: Array<{ name: string; status: number; contact: string }> }>(
      api,
      '/api/goodsSupplier/page',
      { keyword: name },
    );
    expect(page1.items).toEqual([expect.objectContaining({ name, status: 2, contact: 'Wang' })]);
  });

  test('goods: a price field keeps to a price as typed, an empty one is refused naming the field, a good one saves', async ({
    page,
  }) => {
    const code = `G${unique()}`;
    await openSignedIn(page, '/goods/list');
    await page.getByRole('button', { name: '新增商品' }).click();
    const dialog = page.getByRole('dialog', { name: '新增商品' });
    await dialog.getByLabel('商品编码').fill(code);
    await dialog.getByLabel('商品名称').fill('Oolong 250g');
    // spec §5 decimal filter: a price keeps digits, one dot and two decimals while it is typed
    await dialog.getByLabel('零售价').pressSequentially('012.345');
    await expect(dialog.getByLabel('零售价')).toHaveValue('12.34');
    await dialog.getByLabel('会员价').pressSequentially('a.b1c');
    await expect(dialog.getByLabel('会员价')).toHaveValue('1');
    await dialog.getByLabel('零售价').fill('');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.getByText('请输入零售价')).toBeVisible();

    await dialog.getByLabel('零售价').fill('12.50');
    await dialog.getByLabel('会员价').fill('');
    await dialog.getByLabel('成本价').fill('8');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('12.50');
    await expect(row).toContainText('8.00');

    const { api } = await server.api('admin');
    const found = await call<{
      items: Array<{ code: string; retailPrice: number; memberPrice: number; costPrice: number }>;
    }>(api, '/api/goods/page', { keyword: code });
    expect(found.items).toEqual([
      expect.objectContaining({ code, retailPrice: 12.5, memberPrice: 12.5, costPrice: 8 }),
    ]);

    // off sale from the list's switch
    await row.getByRole('switch', { name: `${code} 状态` }).click();
    await expect(row.getByRole('switch', { name: `${code} 状态` })).not.toBeChecked();
    const detail = await call<{ status: number }>(
      api,
      `/api/goods/detail?id=${(await idOf(api, code)) ?? 0}`,
    );
    expect(detail.status).toBe(2);
  });

  test('an imported sheet adds the good rows and reports the bad row with its reason', async ({ page }) => {
    const prefix = `IMP${unique()}`;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Goods');
    sheet.addRow([
      'code',
      'name',
      'category',
      'supplier',
      'unit',
      'spec',
      'brand',
      'cost',
      'retail',
      'member',
      'min',
      'barcode',
      'remark',
    ]);
    sheet.addRow([`${prefix}A`, 'Imported A', '', '', 'pc', '', '', '1', '3.50', '', '2', '', '']);
    sheet.addRow([`${prefix}B`, 'Imported B', '', '', 'pc', '', '', '1', 'abc', '', '', '', '']);
    sheet.addRow([`${prefix}C`, 'Imported C', '', '', 'pc', '', '', '1', '4', '', '', '', '']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());

    await openSignedIn(page, '/goods/list');
    await page.getByTestId('import-file').setInputFiles({
      name: 'goods.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    const report = page.getByRole('dialog', { name: '导入结果' });
    await expect(report).toBeVisible();
    await expect(report.getByText(/3.*2.*1/)).toBeVisible();
    const bad = report.getByRole('row', { name: /第 3 行/ });
    await expect(bad).toBeVisible();
    await expect(bad).toContainText('abc');
    await report.getByRole('button', { name: /确\s*定|OK/ }).click();

    await page.getByPlaceholder('编码/名称/条码').fill(prefix);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${prefix}A`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${prefix}C`) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${prefix}B`) })).toHaveCount(0);
  });
});

async function idOf(api: Parameters<typeof call>[0], code: string): Promise<number | undefined> {
  const found = await call<{ items: Array<{ id: number; code: string }> }>(api, '/api/goods/page', {
    keyword: code,
  });
  return found.items.find((g) => g.code === code)?.id;
}
