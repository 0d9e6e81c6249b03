import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { withEan13CheckDigit } from '@retail/contracts';
import { test } from '../support/test.ts';
import { dialog, screenShown } from '../support/antd.ts';
import { call, createGoods } from '../support/retailApi.ts';
import { ADMIN_PASSWORD, signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

const GOODS_CODE = 'BACKUP-AFTER';
const BARCODE = withEan13CheckDigit('299999900077');

/** How many goods of the tenant admin's shop have the code. */
async function goodsCount(api: APIRequestContext, code: string): Promise<number> {
  const page = await call<{ items: Array<{ code: string }> }>(api, 'POST', '/api/goods/page', {
    keyword: code,
  });
  return page.items.filter((item) => item.code === code).length;
}

/** The menu paths of a signed-in account's menu tree. */
async function menuPaths(api: APIRequestContext): Promise<string[]> {
  interface Node {
    path: string;
    children: Node[];
  }
  const paths = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)]);
  return paths(await call<Node[]>(api, 'GET', '/api/sysMenu/loginMenuTree'));
}

/** Starts the browser in English (the stored settings' language) instead of the default zh-cn. */
async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
}

test('back up now, download the archive, and restore it with the wizard: what was added after it is gone', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openSignedIn(page, '/platform/backup');
  await screenShown(page);

  // back up now: the whole system, with a remark to find the row by
  await page.getByRole('button', { name: '立即备份' }).click();
  const add = dialog(page);
  await expect(add.getByRole('radio', { name: '整个系统' })).toBeChecked();
  await add.getByLabel('备注').fill('e2e before the goods');
  await shot(add, 'backup-add-dialog-zh');
  await okButton(add).click();
  await expect(add).toBeHidden();
  const row = rowWith(page, 'e2e before the goods');
  // the list reads itself again while the archive is made, until the row has succeeded
  await expect(row).toContainText('成功', { timeout: 180_000 });
  await expect(row).toContainText('手动');
  await expect(row).toContainText('整个系统');
  const fileName = (await row.locator('td').first().innerText()).trim();
  expect(fileName).toMatch(/\.rbk$/);
  await shot(page, 'backup-list-zh');

  // download: a zip whose entries include the manifest
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);

  // the same archive with one byte changed is refused on upload, and nothing is listed
  const damaged = Buffer.from(bytes);
  const middle = Math.floor(damaged.length / 2);
  damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
  await page.getByTestId('backup-upload-input').setInputFiles({
    name: 'damaged.rbk',
    mimeType: 'application/octet-stream',
    buffer: damaged,
  });
  await expect(page.getByTestId('upload-refusal')).toContainText('已损坏');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

  // verify: the summary of the archive
  await row.getByRole('button', { name: '校验' }).click();
  const verify = dialog(page);
  await expect(verify.getByTestId('backup-verify')).toContainText('备份文件完整，可以恢复');
  await shot(verify, 'backup-verify-zh');
  await verify
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关\s*闭$/ })
    .click();
  await expect(verify).toBeHidden();

  // a goods item added after the backup
  const { api: admin } = await server.api('admin');
  await createGoods(admin, GOODS_CODE, BARCODE, { cost: 1, retail: 2, member: 2 });
  expect(await goodsCount(admin, GOODS_CODE)).toBe(1);
  await admin.dispose();

  // the restore wizard: the check, then the typed name and the password, then the progress
  await row.getByRole('button', { name: '恢复' }).click();
  const wizard = dialog(page);
  await expect(wizard).toContainText(`恢复备份：${fileName}`);
  await expect(wizard.getByTestId('backup-verify')).toContainText('备份文件完整，可以恢复');
  await wizard.getByRole('button', { name: '下一步' }).click();
  await expect(wizard.getByTestId('restore-warning')).toContainText('之后产生的所有数据都将丢失');
  const name = fileName.replace(/\.rbk$/, '');
  await expect(wizard.getByTestId('restore-name')).toHaveText(name);
  // a wrong name is refused on the field
  await wizard.getByLabel('备份名称').fill(`${name}x`);
  await wizard.getByLabel('您的登录密码').fill(ADMIN_PASSWORD);
  await wizard.getByRole('button', { name: '开始恢复' }).click();
  await expect(wizard.getByText('输入的名称与备份名称不一致')).toBeVisible();
  await wizard.getByLabel('备份名称').fill(name);
  await shot(wizard, 'backup-restore-confirm-zh');
  await wizard.getByRole('button', { name: '开始恢复' }).click();
  // the progress step (a look only: the restore may already be over and the page on its way to /login)
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/backup-restore-progress-zh.png` }).catch(() => undefined);

  // every session ends when it is done: the page is on /login
  await expect(page).toHaveURL(/\/login/, { timeout: 300_000 });
  await signInOnPage(page);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/platform/backup');
  await screenShown(page);
  await expect(rowWith(page, 'e2e before the goods')).toContainText('成功');
  // the safety archive taken before the restore
  await expect(rowWith(page, '恢复前自动')).toContainText('成功');
  await shot(page, 'backup-after-restore-zh');

  const { api: again } = await server.api('admin');
  expect(await goodsCount(again, GOODS_CODE)).toBe(0);
  await again.dispose();
});

test('the screen in English: the list, the schedule saved with its next run, the verify summary and the wizard', async ({
  page,
}) => {
  await inEnglish(page);
  await openSignedIn(page, '/platform/backup');
  await screenShown(page);
  const row = rowWith(page, 'e2e before the goods');
  await expect(row).toContainText('Succeeded');
  await shot(page, 'backup-list-en');

  // the schedule: on, every day at 02:30, keep 7
  const schedule = page.getByTestId('backup-schedule');
  const enabled = schedule.getByRole('switch', { name: 'Back up on a schedule' });
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'true');
  await schedule.getByRole('textbox', { name: 'Cron expression' }).fill('0 30 2 * * *');
  await schedule.getByLabel('Keep archives').fill('7');
  await expect(schedule.getByTestId('trigger-preview-times').locator('li').first()).toHaveText(
    /^\d{4}-\d{2}-\d{2} 02:30:00$/,
  );
  await schedule.getByRole('button', { name: 'Save settings' }).click();
  await expect(schedule.getByTestId('backup-next-run')).toHaveText(/^Next run: \d{4}-\d{2}-\d{2} 02:30:00$/);
  await shot(schedule, 'backup-schedule-en');

  await row.getByRole('button', { name: 'Verify' }).click();
  const verify = dialog(page);
  await expect(verify.getByTestId('backup-verify')).toContainText('The archive is complete');
  await shot(verify, 'backup-verify-en');
  await verify.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(verify).toBeHidden();

  await row.getByRole('button', { name: 'Restore' }).click();
  const wizard = dialog(page);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByTestId('restore-warning')).toContainText('is lost');
  await shot(wizard, 'backup-restore-confirm-en');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Cancel' }).click();
  await expect(wizard).toBeHidden();
});

test('maintenance: a call refused with 503 shows the message across the shell, not as a toast, until the restore is over', async ({
  page,
}) => {
  await openSignedIn(page, '/platform/backup');
  await screenShown(page);
  const message = '系统正在恢复数据，暂停服务，请几分钟后再试';
  // the server's answer during a restore, for the list's calls only
  await page.route('**/api/sysBackup/page', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, type: 'error', message, result: null, extras: null, time: '' }),
    }),
  );
  await page.getByRole('button', { name: /^刷\s*新$/ }).click();
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toContainText('系统维护中');
  await expect(banner).toContainText(message);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await shot(page, 'backup-maintenance-zh');
  // the public restore status says no restore is running: the banner goes
  await page.unroute('**/api/sysBackup/page');
  await expect(banner).toBeHidden();
});

test('a tenant admin has no backup menu, and the backup API refuses it', async ({ page }) => {
  const { api } = await server.api('admin');
  expect(await menuPaths(api)).not.toContain('/platform/backup');
  // a refusal is the envelope's code 403 (HTTP 200, as every refusal but 401, 429 and 503)
  const refused = await api.post('/api/sysBackup/page', { data: {} });
  expect(((await refused.json()) as { code: number }).code).toBe(403);
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).not.toHaveURL(/\/login/);
  // off its menu: the no-access page
  await page.goto('/platform/backup');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('button', { name: '立即备份' })).toHaveCount(0);
});
