import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog, expectToast, pickOption } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

const MODULE = 'apps/server/src/modules/retail/retail-goods-copy';
const SCREEN = 'apps/web/src/views/retail/retail-goods-copy/index.tsx';

/** The row of the columns grid that configures `column`. */
const gridRow = (scope: Locator, column: string) => scope.getByTestId(`column-${column}`);

/** Opens the reference dialog of a grid row (fk or tree) and returns it. */
async function openReference(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: cjk('设置') }).click();
  const reference = dialog(page);
  await expect(reference.locator('.ant-modal-title')).toContainText(/外键|树/);
  return reference;
}

/** Picks `option` in the Select labelled `label` of `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByLabel(label).click();
  await pickOption(page, option);
}

test('the super admin configures a live table, sets its fk and tree in the dialogs, previews and downloads it', async ({
  page,
}) => {
  await openSignedIn(page, '/platform/codeGen');

  // add: pick the live table; its columns are filled in from the database
  await page.getByRole('button', { name: '新增生成配置' }).click();
  const add = dialog(page);
  await add.getByLabel('数据表').fill('retail_goods');
  await pickOption(page, /^retail_goods/);
  await expectToast(page, /已按数据表填入 \d+ 列/);
  await expect(add.getByLabel('实体名')).toHaveValue('Goods');
  await expect(add.getByLabel('资源名')).toHaveValue('retailGoods');
  await add.getByLabel('资源名').fill('retailGoodsCopy');
  await add.getByLabel('名称（简体中文）').fill('商品副本');
  await add.getByLabel('名称（英文）').fill('Goods copy');
  await add.getByLabel('名称（繁体中文）').fill('商品副本');
  await choose(page, add, '上级目录', /^商品$/);
  await expect(add.getByLabel('菜单编号')).toHaveValue(/^1360000000\d00$/);
  await shot(add, 'codegen-edit-zh');
  await okButton(add).click();
  await expect(add).toBeHidden();
  const row = rowWith(page, 'retail_goods');
  await expect(row).toContainText('retailGoodsCopy');
  await expect(row).toContainText('商品副本');
  await expect(row).toContainText('商品');

  // the columns grid: the foreign key's display column and the tree's parent column, in their dialogs
  await row.getByRole('button', { name: '列配置' }).click();
  const columns = dialog(page);
  const supplier = gridRow(columns, 'supplier_id');
  await expect(supplier.getByTestId('reference-supplier_id')).toHaveText('retail_supplier · name');
  const fk = await openReference(page, supplier);
  await choose(page, fk, '显示列', /^code /);
  await okButton(fk).click();
  await expect(supplier.getByTestId('reference-supplier_id')).toHaveText('retail_supplier · code');

  const category = gridRow(columns, 'category_id');
  const tree = await openReference(page, category);
  await expect(tree.getByLabel('关联表')).toBeVisible();
  await choose(page, tree, '父级列', /^pid /);
  await choose(page, tree, '显示列', /^name /);
  await okButton(tree).click();
  await expect(category.getByTestId('reference-category_id')).toHaveText('retail_category (pid) · name');

  // a refusal of the server lands on the field it names
  // (by position: the row's test id follows the name typed into it)
  const index = await columns
    .locator('.ant-table-row')
    .evaluateAll((rows) => rows.findIndex((r) => r.getAttribute('data-testid') === 'column-spec'));
  const spec = columns.locator('.ant-table-row').nth(index);
  await spec.locator('input').first().fill('Spec');
  await okButton(columns).click();
  await expect(spec.locator('.ant-form-item-explain-error')).toContainText('lower-case letters');
  await spec.locator('input').first().fill('spec');
  await shot(columns, 'codegen-columns-zh');
  await okButton(columns).click();
  await expect(columns).toBeHidden();

  // preview: the file tree and each file's code
  await row.getByRole('button', { name: '预览' }).click();
  const drawer = page.getByRole('dialog', { name: /^生成的代码：retail_goods$/ });
  const count = drawer.getByTestId('codegen-file-count');
  await expect(count).toHaveText(/^\d+ 个文件$/);
  expect(Number.parseInt((await count.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(12);
  const files = drawer.getByTestId('codegen-file-tree');
  await files
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^routes\.ts$/ })
    .click();
  const file = drawer.getByTestId('codegen-file');
  await expect(file).toContainText(`${MODULE}/routes.ts`);
  await expect(file).toContainText('/api/retailGoodsCopy/page');
  await expect(file).toContainText('新建');
  await files
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^repository\.ts$/ })
    .click();
  // the foreign key shows the supplier's code; the category tree reads its parent column
  await expect(file).toContainText("selectFrom('retailSupplier').select(['id as value', 'code as label'])");
  await expect(file).toContainText(
    "selectFrom('retailCategory').select(['id as value', 'name as label', 'pid as pid'])",
  );
  await files
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^index\.tsx$/ })
    .click();
  await expect(file).toContainText(SCREEN);
  await shot(page, 'codegen-preview-zh');

  // the zip holds the same paths
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: '下载 zip' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('retailGoodsCopy.zip');
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const path of [`${MODULE}/routes.ts`, SCREEN, 'apps/server/src/modules/index.ts']) {
    expect(bytes.includes(Buffer.from(path)), path).toBe(true);
  }

  // the config the command line takes, with what the dialogs set
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: '导出配置 JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('retailGoodsCopy.json');
  const config = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    table: string;
    columns: Array<{ column: string; fk?: { displayColumn: string }; tree?: { parentColumn: string } }>;
  };
  expect(config.table).toBe('retail_goods');
  expect(config.columns.find((c) => c.column === 'supplier_id')?.fk?.displayColumn).toBe('code');
  expect(config.columns.find((c) => c.column === 'category_id')?.tree?.parentColumn).toBe('pid');
});

test('the screen in English: the list, its actions and the columns dialog', async ({ page }) => {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
  await openSignedIn(page, '/platform/codeGen');
  const row = rowWith(page, 'retail_goods');
  await expect(row).toContainText('Goods copy');
  await expect(row).toContainText('Retail');
  await expect(row.getByRole('button', { name: 'Preview' })).toBeVisible();
  await shot(page, 'codegen-list-en');
  await row.getByRole('button', { name: 'Columns' }).click();
  const columns = dialog(page);
  await expect(columns.locator('.ant-modal-title')).toHaveText('Columns: retail_goods');
  await expect(gridRow(columns, 'supplier_id').getByTestId('reference-supplier_id')).toHaveText(
    'retail_supplier · code',
  );
  await expect(columns.getByRole('columnheader', { name: 'Control' })).toBeVisible();
  await columns.getByRole('button', { name: 'Cancel' }).click();
  await expect(columns).toBeHidden();
});

test('a tenant admin has no code generation menu, and the API refuses it', async ({ page }) => {
  const { api } = await server.api('admin');
  const refused = await api.get('/api/sysCodeGen/tableList');
  expect(((await refused.json()) as { code: number }).code).toBe(403);
  const tree = await call<Array<{ path: string; children: unknown[] }>>(
    api,
    'GET',
    '/api/sysMenu/loginMenuTree',
  );
  expect(JSON.stringify(tree)).not.toContain('/platform/codeGen');
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/platform/codeGen');
  await expect(page).toHaveURL(/\/401$/);
});
