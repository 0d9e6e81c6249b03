import { expect, test } from '../support/test.ts';
import { confirmPopover, dialog } from '../support/antd.ts';
import { call, createGoods, openScreen, stockLogOf, stockOf } from '../support/retailApi.ts';
import { countPrints, printCount, printedField, printedPages } from '../support/printed.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

const BARCODE = 'FLOW-TEA-01';
const MEMBER = { cardNo: 'VIPFLOW01', name: '流程会员', mobile: '13800138001' };

/**
 * Issue 6 Done-when: receive stock on the adjustment screen, create and top up a member on the member screen,
 * sell two items to that member paying by balance on the sale screen; then stock, stock log, member balance
 * and history, and the order detail all agree.
 */
test('receive, top up, sell to a member by balance: stock, log, balance and order agree', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { api } = await server.api('admin');
  await createGoods(api, 'FLOW-TEA', BARCODE, { cost: 5, retail: 20, member: 18 });
  await countPrints(page);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);

  // receive 10 through a draft that is then confirmed
  await openScreen(page, '/stock/adjust', (p) => p.getByTestId('adjust-new-receive'));
  await page.getByTestId('adjust-new-receive').click();
  await expect(dialog(page)).toContainText('新建入库单');
  const scan = page.getByTestId('adjust-scan').locator('input');
  await scan.fill(BARCODE);
  await scan.press('Enter');
  await page.getByTestId(`adjust-line-qty-${BARCODE}`).fill('10');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const confirm = page.locator('[data-testid^="adjust-confirm-RK"]').first();
  await expect(confirm).toBeVisible();
  await confirm.click();
  await confirmPopover(page);
  await expect(page.locator('[data-testid^="adjust-confirm-RK"]')).toHaveCount(0);
  await expect(page.locator('.ant-table-row').first()).toContainText('已审核');
  expect(await stockOf(api, BARCODE)).toBe(10);

  // a member, topped up with 100 + 10 bonus
  await openScreen(page, '/vip/list', (p) => p.getByTestId('vip-add'));
  await page.getByTestId('vip-add').click();
  await page.getByTestId('vip-card-no').fill(MEMBER.cardNo);
  await page.getByTestId('vip-name').fill(MEMBER.name);
  await page.getByTestId('vip-mobile').fill(MEMBER.mobile);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.getByTestId(`vip-topup-${MEMBER.cardNo}`).click();
  await page.getByTestId('topup-amount').fill('100');
  await page.getByTestId('topup-bonus').fill('10');
  await expect(page.getByTestId('topup-after')).toContainText('110.00');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-table-row', { hasText: MEMBER.cardNo })).toContainText('110.00');
  // its slip prints right away, through the default top-up template
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(printedPages(page)).toHaveCount(1);
  await expect(printedField(page, 'vip.cardNo')).toHaveText(`会员卡号：${MEMBER.cardNo}`);
  await expect(printedField(page, 'amount')).toHaveText('充值金额：100.00');
  await expect(printedField(page, 'bonus')).toHaveText('赠送金额：10.00');
  await expect(printedField(page, 'balanceBefore')).toHaveText('充值前余额：0.00');
  await expect(printedField(page, 'balanceAfter')).toHaveText('充值后余额：110.00');

  // sell two at the member price (18.00) and pay by balance
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  const saleScan = page.getByTestId('sale-scan').locator('input');
  await saleScan.fill(BARCODE);
  await saleScan.press('Enter');
  await expect(page.getByTestId(`sale-qty-${BARCODE}`)).toBeVisible();
  await saleScan.fill(BARCODE);
  await saleScan.press('Enter');
  await expect(page.getByTestId(`sale-qty-${BARCODE}`)).toHaveValue('2');
  const memberSearch = page.getByTestId('sale-member-search').locator('input');
  await memberSearch.fill(MEMBER.mobile);
  await memberSearch.press('Enter');
  await expect(page.getByTestId('sale-member')).toContainText(MEMBER.name);
  await expect(page.getByTestId('sale-due')).toHaveText('36.00');
  await page.getByTestId('sale-pay-all-4').click();
  await expect(page.getByTestId('sale-pay-left')).toContainText('0.00');
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toBeVisible();
  await page.getByTestId('sale-open-detail').click();

  // the order detail
  await expect(page).toHaveURL(/\/sale\/order\/detail\/\d+$/);
  await expect(page.getByTestId('order-amount')).toHaveText('36.00');
  await expect(page.getByTestId('order-qty')).toHaveText('2');
  await expect(page.getByTestId('order-member')).toContainText(MEMBER.cardNo);
  await expect(page.getByTestId('order-payments')).toContainText('会员余额');
  await expect(page.getByTestId('order-payments')).toContainText('36.00');
  const orderNo = (await page.getByTestId('order-detail').locator('.ant-card-head-title').first().innerText())
    .split(' ')
    .pop() as string;
  expect(orderNo).toMatch(/^XS/);

  // stock and stock log (the barcode stock screen belongs to another area; read through the API)
  expect(await stockOf(api, BARCODE)).toBe(8);
  const log = await stockLogOf(api, BARCODE);
  expect(log.map((row) => [row.delta, row.qtyAfter])).toEqual([
    [10, 10],
    [-2, 8],
  ]);
  expect(log[1]?.sourceNo).toBe(orderNo);

  // member balance and history on the member screen
  await openScreen(page, '/vip/list', (p) => p.getByTestId(`vip-view-${MEMBER.cardNo}`));
  const row = page.locator('.ant-table-row', { hasText: MEMBER.cardNo });
  await expect(row).toContainText('74.00');
  await page.getByTestId(`vip-view-${MEMBER.cardNo}`).click();
  await expect(page.getByTestId('vip-detail-balance')).toHaveText('74.00');
  const history = page.getByTestId('vip-detail').locator('.ant-table-row');
  await expect(history).toHaveCount(3);
  await expect(history.filter({ hasText: orderNo })).toContainText('-36.00');
  await expect(history.filter({ hasText: '充值' })).toContainText('100.00');
  await expect(history.filter({ hasText: '赠送' })).toContainText('10.00');
  // the top-up's slip prints again from its row
  await history.filter({ hasText: '充值' }).getByRole('button', { name: '打印充值单' }).click();
  // (this screen was opened anew, with the print counter at 0)
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(printedField(page, 'balanceAfter')).toHaveText('充值后余额：110.00');
  await expect(printedField(page, 'vip.name')).toHaveText(`会员姓名：${MEMBER.name}`);
  await page.getByRole('tab', { name: '商品排行' }).click();
  await expect(page.getByTestId('vip-goods-rank')).toContainText('FLOW-TEA');

  const members = await call<{ items: Array<{ balance: number; totalConsume: number }> }>(
    api,
    'POST',
    '/api/vip/page',
    { cardNo: MEMBER.cardNo },
  );
  const vip = members.items[0];
  expect(vip).toMatchObject({ balance: 74, totalConsume: 36 });
});
