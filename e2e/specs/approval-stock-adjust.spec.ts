import type { Locator, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import {
  confirmPopover,
  dialog,
  expectToast,
  openScreen,
  pickOption,
  row,
  screenShown,
} from '../support/antd.ts';
import { publishWorkflow, twoStepGraph } from '../support/approvals.ts';
import { call, createGoods, stockLogOf, stockOf } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

/**
 * Issue 21's runtime in Chromium: the admin binds a published two-step workflow (a condition skips the first step
 * below its amount) to stock adjustments above 100 yuan; the keeper confirms a receipt above that and sees it
 * awaiting approval; the manager, signed in in another browser, gets the to-do in the bell without a reload and
 * approves it with a comment; the receipt is confirmed, the stock moved once, and the history shows both steps.
 */
const server = useShellServer(300_000);
const SHOTS = process.env.E2E_SHOTS;
const MANAGER_ID = 1300000000112;
const ADMIN_ID = 1300000000111;

const shot = async (scope: Page | Locator, name: string) => {
  if (SHOTS) await scope.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await screenShown(page);
}

test('a receipt above the bound value waits for the manager’s approval, then confirms', async ({
  page,
  browser,
}) => {
  const { api: admin } = await server.api('admin');
  const { api: keeperApi } = await server.api('keeper');
  await createGoods(admin, 'AP-A', 'AP-A-01', { cost: 30, retail: 50, member: 45 });
  publishWorkflow(
    server.databaseFile,
    'big_receipts',
    '大额入库审批',
    twoStepGraph(
      1000,
      { id: 'finance', type: 'approve', name: '财务审批', assignee: { kind: 'user', ids: [ADMIN_ID] } },
      { id: 'manager', type: 'approve', name: '店长审批', assignee: { kind: 'user', ids: [MANAGER_ID] } },
    ),
  );

  // the admin binds the workflow to stock adjustments above 100 yuan on the bindings screen
  await signIn(page, 'admin');
  await openScreen(page, '/develop/approvalBinding');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(dialog(page)).toContainText('新增绑定');
  await page.getByTestId('binding-workflow').click();
  await pickOption(page, '大额入库审批');
  await dialog(page).getByLabel('金额阈值').fill('100');
  await shot(dialog(page), 'approval-binding-form');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expectToast(page, '保存成功');
  // the workflow list, the column's first screen, stays open behind it with a row of the same name
  await expect(row(page, '大额入库审批')).toContainText('100.00');
  await shot(page, 'approval-bindings');

  // the manager signs in in a browser of their own and waits on the home screen
  const managerContext = await browser.newContext({ baseURL: server.baseURL });
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, 'manager');
  const bell = managerPage.getByTestId('approval-count');
  await expect(bell).toHaveAttribute('data-count', '0');

  // the keeper confirms a receipt of 5 × 30 yuan = 150 yuan: it is submitted for approval and waits
  const id = await call<number>(keeperApi, 'POST', '/api/stockAdjust/add', {
    kind: 1,
    lines: [{ barcode: 'AP-A-01', qty: 5 }],
  });
  const { no } = await call<{ no: string }>(keeperApi, 'GET', `/api/stockAdjust/detail?id=${id}`);
  const keeperContext = await browser.newContext({ baseURL: server.baseURL });
  const keeperPage = await keeperContext.newPage();
  await signIn(keeperPage, 'keeper');
  await openScreen(keeperPage, '/stock/adjust');
  await keeperPage.getByTestId(`adjust-confirm-${no}`).click();
  await confirmPopover(keeperPage);
  await expectToast(keeperPage, '已提交审批');
  const keeperRow = row(keeperPage, no);
  await expect(keeperRow.getByTestId('adjust-awaiting')).toHaveText('待审批');
  await expect(keeperPage.getByTestId(`adjust-confirm-${no}`)).toHaveCount(0);
  await expect(keeperPage.getByTestId(`adjust-edit-${no}`)).toHaveCount(0);
  await shot(keeperPage, 'approval-keeper-awaiting');
  expect(await stockLogOf(admin, 'AP-A-01')).toEqual([]);

  // the to-do reaches the manager's bell over the hub, without a reload
  await expect(bell).toHaveAttribute('data-count', '1');
  await managerPage.getByTestId('bar-notice').click();
  await expect(managerPage.getByTestId('bell-approvals')).toContainText(no);
  await shot(managerPage, 'approval-manager-bell');
  await managerPage.getByTestId(`bell-approval-${no}`).click();
  const drawer = managerPage.getByTestId('approval-drawer');
  await expect(drawer.getByTestId('approval-title')).toHaveText(no);
  await expect(drawer.getByTestId('approval-fields')).toContainText('150.00');
  await expect(drawer.getByTestId('approval-history-skipped')).toContainText('财务审批');
  await drawer.getByTestId('approval-comment').fill('数量已核对');
  await shot(drawer, 'approval-manager-drawer');
  await drawer.getByTestId('approval-approve').click();
  await expectToast(managerPage, '已同意');
  await expect(bell).toHaveAttribute('data-count', '0');

  // the receipt is confirmed as the keeper's, the stock moved once, and the history shows both steps
  await keeperPage.goto(`/stock/adjust/detail/${id}`);
  await expect(keeperPage.getByTestId('adjust-status')).toHaveText('已审核');
  const history = keeperPage.getByTestId('adjust-approval');
  await expect(history.getByTestId('approval-status')).toHaveText('已通过');
  await expect(history.getByTestId('approval-history-started')).toContainText('仓管员');
  await expect(history.getByTestId('approval-history-skipped')).toContainText('财务审批');
  await expect(history.getByTestId('approval-history-approved')).toContainText('店长审批');
  await expect(history.getByTestId('approval-history-approved')).toContainText('数量已核对');
  await shot(keeperPage, 'approval-keeper-confirmed');
  expect(await stockOf(admin, 'AP-A-01')).toBe(5);
  expect((await stockLogOf(admin, 'AP-A-01')).map((row) => row.delta)).toEqual([5]);

  // the manager's done list keeps the decision
  await managerPage.goto('/dashboard/approval?tab=done');
  await expect(row(managerPage, no)).toContainText('已同意');
  await shot(managerPage, 'approval-manager-done');
  await keeperPage.goto('/dashboard/approval?tab=started');
  await expect(row(keeperPage, no)).toContainText('已通过');
  await shot(keeperPage, 'approval-keeper-started');

  await managerContext.close();
  await keeperContext.close();
  await admin.dispose();
  await keeperApi.dispose();
});
