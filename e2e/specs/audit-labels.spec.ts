import { type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog } from '../support/antd.ts';
import { expect, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

/** Starts the browser in English (the stored settings' language) instead of the default zh-cn. */
async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('user form: an ID number with a wrong check digit is refused, naming the field', async ({ page }) => {
  await openSignedIn(page, '/system/user', 'admin');
  await page.getByRole('button', { name: cjk('新增') }).click();
  const form = dialog(page);
  await form.getByLabel('证件号码').fill('110105194912310020');
  await form.getByLabel('账号', { exact: true }).click();
  await expect(form.getByText('证件号码格式不正确')).toBeVisible();
  await shot(page, 'user-idcard-zh');
  await form.getByLabel('证件号码').fill('11010519491231002X');
  await expect(form.getByText('证件号码格式不正确')).toHaveCount(0);

  // the birthday is a date field: an impossible date typed into it leaves it empty, so none is sent
  const birthday = form.getByLabel('出生日期');
  await birthday.click();
  await birthday.pressSequentially('02302026');
  await expect(birthday).toHaveValue('');
  await birthday.fill('2026-02-28');
  await expect(birthday).toHaveValue('2026-02-28');
});

test('user form in English: the message names the ID number field', async ({ page }) => {
  await inEnglish(page);
  await openSignedIn(page, '/system/user', 'admin');
  await page.getByRole('button', { name: /Add$/ }).first().click();
  const form = dialog(page);
  await form.getByLabel('ID number').fill('12345');
  await form.getByLabel('Account', { exact: true }).click();
  await expect(form.getByText('ID number is not valid')).toBeVisible();
  await shot(page, 'user-idcard-en');
});

test('supplier form: a phone is a mobile or a landline', async ({ page }) => {
  await openSignedIn(page, '/goods/supplier', 'admin');
  await page.getByRole('button', { name: '新增供应商' }).click();
  const form = page.getByRole('dialog', { name: '新增供应商' });
  await form.getByLabel('供应商名称').fill('Phone Check Co');
  await form.getByLabel('联系电话').fill('400-800-1234');
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form.getByText('联系电话格式不正确')).toBeVisible();
  await form.getByLabel('联系电话').fill('010-12345678');
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form).toBeHidden();
});

test('organisations: the type is picked from the org_type dictionary and listed by name', async ({
  page,
}) => {
  await openSignedIn(page, '/system/org', 'admin');
  const table = page.locator('.ant-table-tbody');
  await expect(table).toContainText('集团/总部');
  await expect(table.getByRole('cell', { name: '101', exact: true })).toHaveCount(0);
  await page
    .getByRole('button', { name: cjk('新增') })
    .first()
    .click();
  const form = dialog(page);
  await form.getByLabel('机构名称').fill('E2E Warehouse');
  await form.getByLabel('机构类型').click();
  await page
    .locator('.ant-select-dropdown:visible:not([class*="-leave"])')
    .getByText('仓库', { exact: true })
    .click();
  await shot(page, 'org-type-zh');
  await form.getByRole('button', { name: cjk('确定') }).click();
  await expect(rowWith(page, 'E2E Warehouse')).toContainText('仓库');
  const { api } = await server.api('admin');
  const tree = (await (await api.get('/api/sysOrg/list')).json()) as {
    result: Array<{ name: string; type: string }>;
  };
  const flat = JSON.stringify(tree.result);
  expect(flat).toContain('"name":"E2E Warehouse"');
  expect(flat).toMatch(/"name":"E2E Warehouse"[^}]*"type":"301"|"type":"301"[^}]*"name":"E2E Warehouse"/);
  await api.dispose();
});

test('organisations in English: types by their English names', async ({ page }) => {
  await inEnglish(page);
  await openSignedIn(page, '/system/org', 'admin');
  await expect(page.locator('.ant-table-tbody')).toContainText('Headquarters');
  await shot(page, 'org-list-en');
});

test('visit log: action, result and reason are words in the user’s language', async ({ page }) => {
  await fetch(`${server.baseURL}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'superadmin', password: 'wrong-password' }),
  });
  await openSignedIn(page, '/log/vislog');
  const failed = rowWith(page, '失败').first();
  await expect(failed).toContainText('账号登录');
  await expect(failed).toContainText('账号或密码不正确');
  await expect(failed).not.toContainText('auth.badCredentials');
  await expect(rowWith(page, '成功').first()).toContainText('账号登录');
  await shot(page, 'vislog-zh');
});

test('visit log in English', async ({ page }) => {
  await inEnglish(page);
  await openSignedIn(page, '/log/vislog');
  const row = rowWith(page, 'Success').first();
  await expect(row).toContainText('Sign-in');
  await shot(page, 'vislog-en');
});
