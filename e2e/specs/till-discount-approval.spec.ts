import { expect, test } from '../support/test.ts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { ADMIN_PASSWORD, signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

const CASHIER_ROLE = 1300000000103;

test("a discount above the cashier's limit asks a supervisor's account and password, and the approval is logged", async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'DA-A', 'DA-A-01', { cost: 40, retail: 100, member: 100 });
  await receiveStock(api, 'DA-A-01', 5);
  await call(api, 'POST', '/api/retailSetting/update', {
    discountLimits: [{ roleId: CASHIER_ROLE, maxLineDiscountPct: 10, maxOrderDiscountPct: 5 }],
  });

  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill('DA-A-01');
  await scan.press('Enter');
  await expect(page.getByTestId('sale-due')).toHaveText('100.00');

  // within the limit: no approval asked
  await page.getByRole('spinbutton', { name: '条码 DA-A-01 的折扣' }).fill('10');
  await expect(page.getByTestId('sale-due')).toHaveText('90.00');
  await expect(page.getByTestId('sale-needs-approval')).toHaveCount(0);
  // above it: the till says so and asks at checkout
  await page.getByRole('spinbutton', { name: '条码 DA-A-01 的折扣' }).fill('25');
  await expect(page.getByTestId('sale-due')).toHaveText('75.00');
  await expect(page.getByTestId('sale-needs-approval')).toBeVisible();
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();

  const dialog = page.getByTestId('discount-approval');
  await expect(dialog).toContainText('单行 25%');
  await expect(dialog).toContainText('单行最多 10%');
  // a wrong password is refused (and counts toward the supervisor's lock)
  await page.getByTestId('approval-account').fill('manager');
  await page.getByTestId('approval-password').fill('Wrong@Pass999');
  await page.getByTestId('approval-submit').click();
  await expect(page.getByTestId('approval-refused')).toContainText('账号或密码不正确');
  await expect(page.getByTestId('sale-done')).toHaveCount(0);
  // the cashier cannot approve its own discount
  await page.getByTestId('approval-account').fill('cashier');
  await page.getByTestId('approval-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('approval-submit').click();
  await expect(page.getByTestId('approval-refused')).toContainText('无权授权折扣');
  // the store manager approves: the sale goes through
  await page.getByTestId('approval-account').fill('manager');
  await page.getByTestId('approval-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('approval-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('75.00');

  await page.getByTestId('sale-open-detail').click();
  const approvals = page.getByTestId('order-approvals');
  await expect(approvals).toContainText('店长');
  await expect(approvals).toContainText('25');
});
