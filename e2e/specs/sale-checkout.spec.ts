import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectToast } from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock, stockOf } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

/** Signs in as the admin, opens a new sale and scans `barcode` into it. */
async function startSale(page: Page, barcode: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill(barcode);
  await scan.press('Enter');
}

test('a mixed payment must add up to the total, and the balance part cannot exceed the balance', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'MX-A', 'MX-A-01', { cost: 4, retail: 10, member: 9 });
  await receiveStock(api, 'MX-A-01', 5);
  const vipId = await call<number>(api, 'POST', '/api/vip/add', {
    cardNo: 'VIPMX01',
    name: '混合会员',
    mobile: '13900139001',
  });
  await call(api, 'POST', '/api/vip/topUp', { id: vipId, amount: 5, payMethod: 1 });

  await startSale(page, 'MX-A-01');
  await page.getByTestId('sale-qty-MX-A-01').fill('2');
  await expect(page.getByTestId('sale-due')).toHaveText('20.00');

  // the member price applies once the member is on the order; the order discount comes off in fen
  const member = page.getByTestId('sale-member-search').locator('input');
  await member.fill('VIPMX01');
  await member.press('Enter');
  await expect(page.getByTestId('sale-member')).toContainText('混合会员');
  await expect(page.getByTestId('sale-due')).toHaveText('18.00');
  await page.getByRole('spinbutton', { name: '整单折扣' }).fill('0.5');
  await expect(page.getByTestId('sale-due')).toHaveText('17.50');

  // all by balance is more than the member holds
  await page.getByTestId('sale-pay-all-4').click();
  await expect(page.getByTestId('sale-balance-hint')).toContainText('5.00');
  await expect(page.getByTestId('sale-submit')).toBeDisabled();

  // 5.00 from the balance and the rest in cash
  await page.getByTestId('sale-pay-amount-0').fill('5');
  await expect(page.getByTestId('sale-pay-left')).toContainText('12.50');
  await expect(page.getByTestId('sale-submit')).toBeDisabled();
  await page.getByRole('button', { name: '添加支付' }).click();
  await expect(page.getByTestId('sale-pay-amount-1')).toHaveValue('12.50');
  await expect(page.getByTestId('sale-pay-left')).toContainText('0.00');
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('17.50');

  await page.getByTestId('sale-open-detail').click();
  await expect(page.getByTestId('order-amount')).toHaveText('17.50');
  const payments = page.getByTestId('order-payments').locator('.ant-table-row');
  await expect(payments).toHaveCount(2);
  await expect(payments.filter({ hasText: '会员余额' })).toContainText('5.00');
  await expect(payments.filter({ hasText: '现金' })).toContainText('12.50');

  expect(await stockOf(api, 'MX-A-01')).toBe(3);
  const vip = await call<{ balance: number }>(api, 'GET', `/api/vip/detail?id=${vipId}`);
  expect(vip.balance).toBe(0);
});

test('a sale the server refuses records nothing: the corrected cart sells under the same checkout key', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'RK-A', 'RK-A-01', { cost: 4, retail: 10, member: 9 });
  await receiveStock(api, 'RK-A-01', 1);

  await startSale(page, 'RK-A-01');

  // two asked, one in stock: the server refuses and records nothing
  await page.getByTestId('sale-qty-RK-A-01').fill('2');
  await expect(page.getByTestId('sale-due')).toHaveText('20.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expectToast(page, /库存不足/);
  await expect(page.getByTestId('sale-done')).toHaveCount(0);

  // one, paid again: sold
  await page.getByTestId('sale-qty-RK-A-01').fill('1');
  await expect(page.getByTestId('sale-due')).toHaveText('10.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('10.00');
  expect(await stockOf(api, 'RK-A-01')).toBe(0);
});
