import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { dialog, expectToast, pickOption, row, submitDialog } from '../support/antd.ts';
import { call } from '../support/retailApi.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, openSignedIn, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
// the designer's palette, canvas and properties side by side, the whole canvas in view
test.use({ viewport: { width: 1600, height: 1200 } });
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const CODE = 'store_check';
const NAME = '门店巡检';

interface Detail {
  id: number;
  version: number;
  currentVersion: number;
  schema: { nodes: Array<{ id: string; key?: string; type: string }> };
}

const designer = (page: Page) => page.locator('[data-testid="form-designer"]:visible');

/** Adds a field from the palette (it goes after the selection and is selected) and names it in three languages. */
async function addField(page: Page, type: string, label: [string, string, string]): Promise<void> {
  await designer(page).locator(`[data-palette="${type}"]`).click();
  const [zhCn, en, zhTw] = label;
  await page.getByTestId('prop-label-zh-cn').fill(zhCn);
  await page.getByTestId('prop-label-en').fill(en);
  await page.getByTestId('prop-label-zh-tw').fill(zhTw);
}

/** Drags with the mouse in small steps (dnd-kit starts a drag after 4 px), from a point to a point. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  // the slots grow while a drag runs: aim once they have
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The keys of the fields on the canvas, in order. */
const canvasKeys = (page: Page) =>
  designer(page).locator('.fd-node--field .fd-node__bar code').allTextContents();

test.describe.serial('form designer', () => {
  let formId = 0;

  test('the admin builds a form of five fields, saves, reloads, round-trips its JSON and publishes it', async ({
    page,
  }) => {
    await openSignedIn(page, '/develop/formDes', 'admin');
    await page.getByRole('button', { name: '新建表单' }).click();
    await dialog(page).getByLabel('表单编码').fill(CODE);
    await dialog(page).getByLabel('表单名称').fill(NAME);
    await submitDialog(page);
    await expect(designer(page)).toBeVisible();
    await expect(page).toHaveURL(/design=\d+/);
    formId = Number(new URL(page.url()).searchParams.get('design'));

    await addField(page, 'text', ['门店名称', 'Store', '門市名稱']);
    await page.getByTestId('prop-required').click();
    await addField(page, 'select', ['会员等级', 'Member level', '會員等級']);
    await page.getByTestId('options-source').getByText('字典').click();
    await page.getByTestId('options-dict').click();
    await pickOption(page, 'vip_level');
    await addField(page, 'money', ['金额', 'Amount', '金額']);
    await page.getByTestId('prop-required').click();
    await addField(page, 'text', ['手机号码', 'Mobile', '手機號碼']);
    await page.getByTestId('rule-pattern').click();
    await pickOption(page, '手机号码');
    await addField(page, 'date', ['巡检日期', 'Inspection date', '巡檢日期']);
    expect(await canvasKeys(page)).toEqual(['text1', 'select1', 'money1', 'text2', 'date1']);

    // drag the date to the top, then undo and redo the move
    await drag(
      page,
      designer(page).locator('[data-node="date_1"] .fd-node__handle'),
      designer(page).locator('[data-slot="root:0"]'),
    );
    expect(await canvasKeys(page)).toEqual(['date1', 'text1', 'select1', 'money1', 'text2']);
    await page.locator('body').press('Control+z');
    expect(await canvasKeys(page)).toEqual(['text1', 'select1', 'money1', 'text2', 'date1']);
    await page.locator('body').press('Control+Shift+z');
    expect(await canvasKeys(page)).toEqual(['date1', 'text1', 'select1', 'money1', 'text2']);
    await shot(page, 'form-designer');

    await page.getByTestId('fd-save').click();
    await expectToast(page, '保存成功');
    const { api } = await server.api('admin');
    const saved = await call<Detail>(api, 'GET', `/api/sysFormDes/detail?id=${formId}`);
    expect(saved.schema.nodes.map((n) => n.key)).toEqual(['date1', 'text1', 'select1', 'money1', 'text2']);

    // a reload opens the same form, laid out as saved: its exported file is the saved schema, exactly
    await page.reload();
    await expect(designer(page)).toBeVisible();
    expect(await canvasKeys(page)).toEqual(['date1', 'text1', 'select1', 'money1', 'text2']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('fd-export').click(),
    ]);
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8')) as {
      format: string;
      code: string;
      schema: unknown;
    };
    expect(file).toMatchObject({ format: 'retail-form', code: CODE });
    expect(file.schema).toEqual(saved.schema);

    // the file comes back in unchanged: importing it leaves nothing to save
    await page.getByTestId('fd-preview').focus();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('fd-import').click(),
    ]);
    await chooser.setFiles(path);
    await expectToast(page, '已导入到画布');
    await page.getByTestId('fd-save').click();
    await expectToast(page, '保存成功');
    const again = await call<Detail>(api, 'GET', `/api/sysFormDes/detail?id=${formId}`);
    expect(again.schema).toEqual(saved.schema);

    // the preview is the real renderer with the shared rules: it names the field it refuses
    await page.getByTestId('fd-preview').click();
    const preview = page.getByTestId('form-preview');
    await preview.getByLabel('手机号码').fill('123');
    await expect(preview.getByText('手机号码：不是有效的手机号码')).toBeVisible();
    await preview.getByLabel('手机号码').fill('13812345678');
    await expect(preview.getByText('手机号码：不是有效的手机号码')).toBeHidden();
    await preview.getByRole('button', { name: '检查填写' }).click();
    await expect(preview.getByText('门店名称：必填')).toBeVisible();
    await expect(preview.getByText('金额：必填')).toBeVisible();
    await shot(page, 'form-preview');
    await page.keyboard.press('Escape');

    await page.getByTestId('fd-publish').click();
    await dialog(page)
      .getByRole('button', { name: /^发\s*布$/ })
      .click();
    await expectToast(page, '已发布第 1 版');
    const published = await call<Detail>(api, 'GET', `/api/sysFormDes/detail?id=${formId}`);
    expect(published.currentVersion).toBe(1);
    await api.dispose();
  });

  test('the cashier signs in, fills the form in and finds the submission in the list', async ({ page }) => {
    await page.goto('/login');
    await signInOnPage(page, 'cashier');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/dashboard/form');
    const card = page.getByTestId(`fill-form-${CODE}`);
    await card.getByRole('button', { name: '填写' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: NAME });
    await expect(drawer.getByLabel('门店名称')).toBeVisible();
    await drawer.getByRole('button', { name: cjkSubmit }).click();
    await expect(drawer.getByText('门店名称：必填')).toBeVisible();
    await drawer.getByLabel('门店名称').fill('门店A');
    await drawer.getByLabel('会员等级').click();
    await pickOption(page, '银卡');
    await drawer.getByLabel('金额').fill('12.5');
    await drawer.getByLabel('手机号码').fill('13812345678');
    await shot(page, 'form-fill');
    await drawer.getByRole('button', { name: cjkSubmit }).click();
    await expectToast(page, '已提交');

    await page.getByRole('tab', { name: '提交记录' }).click();
    const submitted = row(page, NAME);
    await expect(submitted).toBeVisible();
    await expect(submitted).toContainText('收银员');
    await shot(page, 'form-submissions');

    const { api } = await server.api('manager');
    const seen = await call<{ items: Array<{ formCode: string; data: Record<string, unknown> }> }>(
      api,
      'POST',
      '/api/sysFormDes/dataPage',
      { formId },
    );
    expect(seen.items[0]).toMatchObject({
      formCode: CODE,
      data: { text1: '门店A', select1: 'silver', money1: 12.5 },
    });
    await api.dispose();
  });
});

const cjkSubmit = /^提\s*交$/;
