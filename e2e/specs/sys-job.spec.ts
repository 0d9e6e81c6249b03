import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, confirmPopover, dialog, expectToast, pickOption, screenShown } from '../support/antd.ts';
import { signInOnPage } from '../support/shellServer.ts';
import { expect, okButton, openSignedIn, rowWith, useSysAdminServer } from '../support/sysadmin.ts';

const server = useSysAdminServer();
const SHOTS = process.env.E2E_SHOTS;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The job list's row of a job (not a trigger row of an expanded job). */
const jobRow = (page: Page, jobId: string) =>
  page
    .locator('.ant-table-tbody > tr.ant-table-row')
    .filter({ has: page.getByTestId('job-id').getByText(jobId, { exact: true }) });

/** The open drawer with this title (antd 6 draws a drawer's panel as `.ant-drawer-section`). */
const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer-section:visible').filter({ hasText: title });

/** Reads a drawer's list again until `row` is in it (the run is written by the scheduler, not by the click). */
async function untilShown(scope: Locator, row: Locator): Promise<void> {
  await expect(async () => {
    await scope.getByRole('button', { name: cjk('刷新') }).click();
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test('jobs: add a job and a cron trigger with its preview, run it now, see the run in the history and on the dashboard, pause it', async ({
  page,
}) => {
  await openSignedIn(page, '/platform/job');
  await screenShown(page);
  // the built-in job seeded with its default trigger
  await expect(jobRow(page, 'sys.jobRunRetention')).toContainText('系统');

  // the job dialog: the type's description shows under the picker
  await page.getByRole('button', { name: '新增任务' }).click();
  const jobDialog = dialog(page);
  await expect(jobDialog).toContainText('新增任务');
  await jobDialog.getByLabel('任务编号').fill('e2e.retention');
  await jobDialog.getByLabel('任务类型').click();
  await pickOption(page, 'sys.jobRunRetention');
  await expect(jobDialog.getByTestId('job-type-description')).toContainText('删除早于保留天数');
  await expect(jobDialog).toContainText('此任务类型没有参数');
  await jobDialog.getByLabel('描述').fill('E2E 清理');
  await okButton(jobDialog).click();
  await expect(jobDialog).toBeHidden();
  const row = jobRow(page, 'e2e.retention');
  await expect(row).toContainText('已启用');
  await expect(row).toContainText('未执行');

  // the trigger dialog: a cron expression with seconds, read back in words with the next five fire times
  await row.getByRole('button', { name: '新增触发器' }).click();
  const triggerDialog = dialog(page);
  await expect(triggerDialog).toContainText('新增触发器：e2e.retention');
  await triggerDialog.getByLabel('触发器编号').fill('nightly');
  const cron = triggerDialog.getByRole('textbox', { name: 'Cron 表达式' });
  await cron.fill('0 30 2 * * *');
  const preview = triggerDialog.getByTestId('trigger-preview');
  await expect(preview.getByTestId('trigger-preview-text')).not.toBeEmpty();
  const times = preview.getByTestId('trigger-preview-times').locator('li');
  await expect(times).toHaveText(Array.from({ length: 5 }, () => /^\d{4}-\d{2}-\d{2} 02:30:00$/));
  // the seconds field edits the first of the six fields
  await expect(triggerDialog.getByRole('textbox', { name: '秒', exact: true })).toHaveValue('0');
  await shot(triggerDialog, 'job-trigger-dialog-zh');

  // a wrong expression: the server's refusal shows on the field
  await cron.fill('0 61 2 * * *');
  await expect(triggerDialog.locator('.ant-form-item-has-error')).toBeVisible();
  await cron.fill('0 30 2 * * *');
  await expect(triggerDialog.locator('.ant-form-item-has-error')).toHaveCount(0);
  await okButton(triggerDialog).click();
  await expect(triggerDialog).toBeHidden();

  // the row expands to its trigger
  await row.locator('.ant-table-row-expand-icon').click();
  const triggers = page.getByTestId('job-triggers').filter({ hasText: 'nightly' });
  await expect(rowWith(triggers, 'nightly')).toContainText('就绪');
  await expect(rowWith(triggers, 'nightly')).toContainText('0 30 2 * * *');

  // run now: queued, then run by the scheduler; the history shows it succeeded
  await row.getByRole('button', { name: '立即执行' }).click();
  await confirmPopover(page);
  await expectToast(page, '已加入执行队列');
  await row.getByRole('button', { name: '执行记录' }).click();
  const history = drawer(page, '执行记录：e2e.retention');
  const run = rowWith(history, '成功');
  await untilShown(history, run);
  await expect(run).toContainText('手动');
  await shot(page, 'job-history-zh');
  await history.locator('.ant-drawer-close').click();
  await expect(history).toBeHidden();
  await expect(row.getByTestId('job-last-run')).toContainText('成功');
  await shot(page, 'job-list-zh');

  // the cluster drawer lists this node, working
  await page.getByRole('button', { name: cjk('集群') }).click();
  const cluster = drawer(page, '集群节点');
  await expect(cluster.getByTestId('job-nodes')).toContainText('工作中');
  await cluster.locator('.ant-drawer-close').click();

  // the dashboard inside the layout: the embedded page signs in with the stored token
  await page.getByRole('button', { name: '任务看板' }).click();
  await expect(page).toHaveURL(/\/platform\/job\/dashboard$/);
  const board = page.frameLocator('.layout-iframe iframe');
  await expect(board.getByTestId('job-dashboard')).toBeVisible();
  await expect(board.getByTestId('job-count-succeeded')).toContainText(/[1-9]\d*$/);
  await expect(board.getByTestId('job-dashboard-upcoming')).toContainText('e2e.retention');
  await expect(board.getByTestId('job-nodes')).toContainText('工作中');
  // no second sign-in: the frame stayed on /schedule (a missing token would have sent it to /login)
  expect(page.frames().map((frame) => new URL(frame.url()).pathname)).toContain('/schedule');
  await shot(page, 'job-dashboard-zh');

  // pause: the paused tag
  await page.goto('/platform/job');
  await screenShown(page);
  await jobRow(page, 'e2e.retention')
    .getByRole('button', { name: cjk('暂停') })
    .click();
  await expectToast(page, '已暂停');
  await expect(jobRow(page, 'e2e.retention')).toContainText('已暂停');
});

test('jobs in English: the list, the trigger dialog and the dashboard', async ({ page }) => {
  await page.addInitScript(`
    if (!localStorage.getItem('retail:themeConfig')) {
      localStorage.setItem('retail:themeConfig', JSON.stringify({ globalI18n: 'en' }));
    }
  `);
  await openSignedIn(page, '/platform/job');
  await screenShown(page);
  const row = jobRow(page, 'e2e.retention');
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('Succeeded');
  await row.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(row).toContainText('Active');
  await shot(page, 'job-list-en');

  await row.locator('.ant-table-row-expand-icon').click();
  await rowWith(page.getByTestId('job-triggers'), 'nightly').getByRole('button', { name: 'Edit' }).click();
  const triggerDialog = dialog(page);
  await expect(triggerDialog).toContainText('Edit trigger: e2e.retention');
  await expect(triggerDialog.getByRole('textbox', { name: 'Cron expression' })).toHaveValue('0 30 2 * * *');
  await expect(triggerDialog.getByTestId('trigger-preview-times').locator('li')).toHaveCount(5);
  await expect(triggerDialog.getByTestId('trigger-preview')).toContainText('Next 5 fire times');
  await shot(triggerDialog, 'job-trigger-dialog-en');
  // another type asks for its own field, and the preview follows it
  await triggerDialog.getByText('Fixed interval', { exact: true }).click();
  await triggerDialog.getByRole('spinbutton', { name: 'Every' }).fill('90');
  await expect(triggerDialog.getByTestId('trigger-preview-text')).not.toHaveText('At 02:30');
  await expect(triggerDialog.getByTestId('trigger-preview-times').locator('li')).toHaveCount(5);
  await triggerDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/platform/job/dashboard');
  const board = page.frameLocator('.layout-iframe iframe');
  await expect(board.getByTestId('job-dashboard')).toContainText('Coming up');
  await shot(page, 'job-dashboard-en');
});

test('the dashboard without the job permission shows the no-permission page', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/login\?/);
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('401', { exact: true })).toBeVisible();
});

test('the job dialog draws the parameters of the http type from its schema and keeps them', async ({
  page,
}) => {
  await openSignedIn(page, '/platform/job');
  await screenShown(page);
  await page.getByRole('button', { name: '新增任务' }).click();
  const jobDialog = dialog(page);
  await jobDialog.getByLabel('任务编号').fill('e2e.http');
  await jobDialog.getByLabel('任务类型').click();
  await pickOption(page, '(http)');
  // required without a default: url; an enum with a default: method; a record: a JSON text
  await expect(jobDialog.getByLabel('method')).toBeVisible();
  await expect(jobDialog.getByLabel('timeoutMs')).toHaveValue('10000');
  await jobDialog.getByLabel('headers').fill('{bad');
  await okButton(jobDialog).click();
  await expect(jobDialog.getByText('请输入url')).toBeVisible();
  await expect(jobDialog.getByText('headers不是有效的 JSON')).toBeVisible();
  await jobDialog.getByLabel('url').fill('https://example.com/ping');
  await jobDialog.getByLabel('headers').fill('{"X-Test": "1"}');
  await shot(jobDialog, 'job-dialog-http-zh');
  await okButton(jobDialog).click();
  await expect(jobDialog).toBeHidden();

  const { api } = await server.api();
  const page1 = (await (
    await api.post('/api/sysJob/pageJobDetail', { data: { jobId: 'e2e.http' } })
  ).json()) as { result: { items: Array<{ jobDetail: { properties: Record<string, unknown> } }> } };
  expect(page1.result.items[0]?.jobDetail.properties).toEqual({
    method: 'GET',
    url: 'https://example.com/ping',
    headers: { 'X-Test': '1' },
    timeoutMs: 10000,
  });
  await api.dispose();

  // the edit dialog reads them back, the JSON as text
  await jobRow(page, 'e2e.http')
    .getByRole('button', { name: cjk('编辑') })
    .click();
  const editDialog = dialog(page);
  await expect(editDialog.getByLabel('url')).toHaveValue('https://example.com/ping');
  await expect(editDialog.getByLabel('headers')).toHaveValue(/"X-Test": "1"/);
  await expect(editDialog.getByLabel('任务编号')).toBeDisabled();
});
