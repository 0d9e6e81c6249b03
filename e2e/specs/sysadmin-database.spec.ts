import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog, pickOption, screenShown, search, searchBar } from '../support/antd.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The open drawer (antd 6 draws a drawer's panel as `.ant-drawer-section`). */
const drawer = (page: Page) => page.locator('.ant-drawer-section:visible');

test('the super admin opens retail_goods, sees its columns and generates its entity', async ({ page }) => {
  await openSignedIn(page, '/platform/database');
  await screenShown(page);

  // search the table list by name
  await searchBar(page).getByLabel('表名').fill('retail_goods');
  await search(page);
  await expect(rowWith(page, 'retail_goods_search')).toHaveCount(1);
  await expect(rowWith(page, 'sys_user')).toHaveCount(0);
  await shot(page, 'database-tables-zh');

  // its structure: the column grid, the indexes
  await page.getByTestId('table-retail_goods').click();
  const structure = drawer(page).getByTestId('table-structure');
  await expect(drawer(page)).toContainText('表 retail_goods 的结构');
  const price = structure.locator('tr').filter({ hasText: 'retail_price' });
  await expect(price).toContainText('retailPrice');
  await expect(price).toContainText('bigint');
  await expect(structure.locator('tr').filter({ hasText: 'ux_retail_goods_code' })).toContainText(
    'tenant_id, code',
  );
  await shot(page, 'database-structure-zh');

  // the entity: highlighted, with its file to download
  await drawer(page)
    .getByRole('button', { name: cjk('实体') })
    .click();
  const text = dialog(page);
  await expect(text).toContainText('schema-retail-goods.ts');
  await expect(text.getByTestId('generated-text')).toContainText('retailPrice: Generated<number>;');
  await expect(text.getByTestId('generated-text')).toContainText(
    'export const retailGoodsOutput = z.object({',
  );
  await shot(text, 'database-entity-zh');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    text.getByRole('button', { name: '下载文件' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('schema-retail-goods.ts');
  expect(await readFile(await download.path(), 'utf8')).toContain('retailPrice: Generated<number>;');
  await text
    .locator('.ant-modal-footer')
    .getByRole('button', { name: cjk('关闭') })
    .click();
  await expect(text).toBeHidden();
});

test('seed data masks the password, and the designer drafts a new table', async ({ page }) => {
  await openSignedIn(page, '/platform/database');
  await screenShown(page);
  await searchBar(page).getByLabel('表名').fill('sys_user');
  await search(page);
  await page
    .locator('.ant-table-row')
    .filter({ has: page.getByTestId('table-sys_user') })
    .getByRole('button', { name: '种子数据' })
    .click();
  const seed = dialog(page);
  await seed.getByLabel('最多行数').fill('2');
  await seed.getByRole('button', { name: cjk('确定') }).click();
  const text = dialog(page).getByTestId('generated-text');
  await expect(text).toContainText("account: 'superadmin',");
  await expect(text).toContainText("password: '', // masked: a secret");
  await expect(text).not.toContainText('$argon2');
  await dialog(page)
    .locator('.ant-modal-footer')
    .getByRole('button', { name: cjk('关闭') })
    .click();

  // a new table: its name and one column, an index on it
  await page.getByRole('button', { name: '迁移草稿' }).click();
  const designer = dialog(page);
  await designer.getByLabel('新表名').fill('shop_coupon');
  await designer.getByLabel('列名').first().fill('title');
  await designer.getByRole('button', { name: '添加一个索引' }).click();
  await designer.getByLabel('列', { exact: true }).last().click();
  await pickOption(page, /^title$/);
  await shot(designer, 'database-designer-zh');
  await designer.getByRole('button', { name: cjk('确定') }).click();
  const draft = dialog(page);
  await expect(draft).toContainText(/\d{4}_shop_coupon\.ts/);
  await expect(draft.getByTestId('generated-text')).toContainText("createTable(db, 'shop_coupon')");
  await expect(draft.getByTestId('generated-text')).toContainText("createIndex('ix_shop_coupon_title')");
});

test('a tenant admin has no database menu, and the database API refuses it', async ({ page }) => {
  const { api } = await server.api('admin');
  // a refusal is the envelope's code 403 (HTTP 200, as every refusal but 401, 429 and 503)
  for (const call of [
    api.get('/api/sysDatabase/tableList'),
    api.get('/api/sysDatabase/columnList/sys_user'),
    api.post('/api/sysDatabase/createEntity', { data: { tableName: 'sys_user' } }),
  ]) {
    expect(((await (await call).json()) as { code: number }).code).toBe(403);
  }
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('menu-/platform/database')).toHaveCount(0);
  await page.goto('/platform/database');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('button', { name: '迁移草稿' })).toHaveCount(0);
});
