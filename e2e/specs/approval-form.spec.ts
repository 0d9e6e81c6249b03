import type { Page } from '@playwright/test';
import { field, schemaOf } from '@retail/contracts/api/system/form-fixtures.test-support';
import { emptyRules } from '@retail/contracts/api/system/form-model';
import { test } from '../support/test.ts';
import { confirmPopover, expectToast, pickOption, row, screenShown } from '../support/antd.ts';
import { twoStepGraph } from '../support/approvals.ts';
import { call } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

/**
 * Issue 21 end to end: a designed form of five fields (a dictionary select and a money field among them) and a
 * published two-step workflow whose condition sends amounts above 1000 to the store manager first; the cashier
 * submits 1500 through the fill screen; the manager, in a browser of their own, gets the to-do in the bell
 * without a reload and approves; the keeper, the second approver, rejects; the history shows both decisions. A
 * submission of 200 skips the manager's step.
 */
const server = useShellServer(300_000);
const MANAGER_ID = 1300000000112;
const KEEPER_ID = 1300000000114;
const CODE = 'spend_request';
const NAME = '费用申请';
const zh = (text: string) => ({ 'zh-cn': text, en: text, 'zh-tw': text });

async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await screenShown(page);
}

async function fillAndSubmit(page: Page, amount: string): Promise<void> {
  await page.goto('/dashboard/form');
  await page.getByTestId(`fill-form-${CODE}`).getByRole('button', { name: '填写' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: NAME });
  await drawer.getByLabel('用途').fill('门店促销物料');
  await drawer.getByLabel('会员等级').click();
  await pickOption(page, '银卡');
  await drawer.getByLabel('金额').fill(amount);
  await drawer.getByLabel('手机号码').fill('13812345678');
  await drawer.getByRole('button', { name: /^提\s*交$/ }).click();
  await expectToast(page, '已提交');
}

/** The manager's or keeper's decision through the bell: opens the to-do, comments and decides. */
async function decide(page: Page, decision: 'approve' | 'reject', comment: string): Promise<void> {
  await page.getByTestId('bar-notice').click();
  await expect(page.getByTestId('bell-approvals')).toContainText(NAME);
  await page.getByTestId(`bell-approval-${NAME}`).first().click();
  const drawer = page.getByTestId('approval-drawer');
  await expect(drawer.getByTestId('approval-title')).toHaveText(NAME);
  await expect(drawer.getByTestId('approval-fields')).toContainText('门店促销物料');
  await drawer.getByTestId('approval-comment').fill(comment);
  await drawer.getByTestId(`approval-${decision}`).click();
  // a rejection is asked first; an approval is not
  if (decision === 'reject') await confirmPopover(page);
  await expectToast(page, decision === 'approve' ? '已同意' : '已驳回');
}

test('a form submission above 1000 goes to the manager, then the keeper, who rejects; 200 skips the manager', async ({
  page,
  browser,
}) => {
  const { api: admin } = await server.api('admin');
  const formId = await call<number>(admin, 'POST', '/api/sysFormDes/add', {
    code: CODE,
    name: NAME,
    schema: schemaOf(
      field('text', 'purpose', { required: true, label: zh('用途') }),
      field('select', 'level', { label: zh('会员等级'), options: { source: 'dict', code: 'vip_level' } }),
      field('money', 'amount', { required: true, label: zh('金额') }),
      field('text', 'mobile', { label: zh('手机号码'), rules: { ...emptyRules(), pattern: 'mobile' } }),
      field('textarea', 'note', { label: zh('备注') }),
    ),
  });
  await call(admin, 'POST', '/api/sysFormDes/publish', { id: formId, version: 1 });
  const workflowId = await call<number>(admin, 'POST', '/api/sysWorkflow/add', {
    code: 'spend_flow',
    name: '费用审批',
    event: 'formSubmit',
    graph: twoStepGraph(
      1000,
      { id: 'manager', type: 'approve', name: '店长审批', assignee: { kind: 'user', ids: [MANAGER_ID] } },
      { id: 'keeper', type: 'approve', name: '仓管复核', assignee: { kind: 'user', ids: [KEEPER_ID] } },
    ),
  });
  await call(admin, 'POST', '/api/sysWorkflow/publish', { id: workflowId });
  await call(admin, 'POST', '/api/sysApproval/bindingAdd', {
    event: 'formSubmit',
    formCode: CODE,
    workflowId,
  });

  // the two approvers wait in browsers of their own
  const managerContext = await browser.newContext({ baseURL: server.baseURL });
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, 'manager');
  const managerBell = managerPage.getByTestId('approval-count');
  await expect(managerBell).toHaveAttribute('data-count', '0');
  const keeperContext = await browser.newContext({ baseURL: server.baseURL });
  const keeperPage = await keeperContext.newPage();
  await signIn(keeperPage, 'keeper');
  const keeperBell = keeperPage.getByTestId('approval-count');
  await expect(keeperBell).toHaveAttribute('data-count', '0');

  // the cashier submits 1500: the manager's to-do arrives over the hub, the keeper has none yet
  await signIn(page, 'cashier');
  await fillAndSubmit(page, '1500');
  await expect(managerBell).toHaveAttribute('data-count', '1');
  await expect(keeperBell).toHaveAttribute('data-count', '0');
  await decide(managerPage, 'approve', '预算内');
  await expect(managerBell).toHaveAttribute('data-count', '0');

  // then the keeper's; the keeper rejects
  await expect(keeperBell).toHaveAttribute('data-count', '1');
  await decide(keeperPage, 'reject', '本月已超支');
  await expect(keeperBell).toHaveAttribute('data-count', '0');

  // the cashier sees both decisions in the history of what they started
  await page.goto('/dashboard/approval?tab=started');
  const started = row(page, NAME);
  await expect(started).toContainText('已驳回');
  await started.first().getByTestId(`approval-open-${NAME}`).click();
  const history = page.getByTestId('approval-drawer');
  await expect(history.getByTestId('approval-history-approved')).toContainText('预算内');
  await expect(history.getByTestId('approval-history-rejected')).toContainText('本月已超支');
  await page.keyboard.press('Escape');

  // 200 skips the manager: the keeper's to-do comes at once, and the manager gets none
  await fillAndSubmit(page, '200');
  await expect(keeperBell).toHaveAttribute('data-count', '1');
  await expect(managerBell).toHaveAttribute('data-count', '0');
  await decide(keeperPage, 'approve', '同意');
  const seen = await call<{ items: Array<{ status: number; data: { amount: number } }> }>(
    admin,
    'POST',
    '/api/sysFormDes/dataPage',
    { formId },
  );
  expect(seen.items.map((s) => [s.data.amount, s.status]).sort()).toEqual([
    [1500, 4],
    [200, 3],
  ]);

  await managerContext.close();
  await keeperContext.close();
  await admin.dispose();
});
