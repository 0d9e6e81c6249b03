import { expect, test } from '../support/test.ts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { countPrints, printCount, printedField, printedRows } from '../support/printed.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

test('a 33.00 cash sale tendered with 50.00 shows change 17.00, stores 33.00 cash and prints tendered and change', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'TD-A', 'TD-A-01', { cost: 10, retail: 33, member: 33 });
  await receiveStock(api, 'TD-A-01', 5);
  await countPrints(page);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill('TD-A-01');
  await scan.press('Enter');
  await expect(page.getByTestId('sale-due')).toHaveText('33.00');

  // all in cash: the tender offers exact, next 10, next 50 and next 100
  await page.getByTestId('sale-pay-all-1').click();
  const tender = page.getByTestId('sale-tender');
  await expect(tender.locator('button')).toHaveText(['刚好 33.00', '40.00', '50.00', '100.00']);
  await page.getByTestId('sale-tender-2').click();
  await expect(page.getByTestId('sale-tendered')).toHaveValue('50.00');
  await expect(page.getByTestId('sale-change')).toHaveText('找零 17.00');
  // a tender below the cash payment cannot be sent
  await page.getByTestId('sale-tendered').fill('30');
  await expect(page.getByTestId('sale-submit')).toBeDisabled();
  await page.getByTestId('sale-tendered').fill('50');
  await expect(page.getByTestId('sale-change')).toHaveText('找零 17.00');
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('33.00');
  await expect(page.getByTestId('sale-done-change')).toContainText('50.00');
  await expect(page.getByTestId('sale-done-change')).toContainText('找零 17.00');

  await page.getByRole('button', { name: '打印小票' }).click();
  await expect(printedField(page, 'cashTendered')).toHaveText('实收现金：50.00');
  await expect(printedField(page, 'cashChange')).toHaveText('找零：17.00');
  await expect(printedField(page, 'amount')).toHaveText('应付：33.00');
  await expect(printedRows(page)).toHaveCount(1);
  await expect(printedRows(page).first()).toContainText('Goods TD-A');
  await expect.poll(() => printCount(page)).toBe(1);

  await page.getByTestId('sale-open-detail').click();
  const payments = page.getByTestId('order-payments').locator('.ant-table-row');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText('现金');
  await expect(payments.first()).toContainText('33.00');
  const orders = await call<{ items: Array<{ cashTendered: number; cashChange: number }> }>(
    api,
    'POST',
    '/api/saleOrder/page',
    { barcode: 'TD-A-01' },
  );
  expect(orders.items.map((o) => [o.cashTendered, o.cashChange])).toEqual([[50, 17]]);
});

test('a return without receipt is priced by the server, refunded in cash and its refund slip prints', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'TD-R', 'TD-R-01', { cost: 5, retail: 12, member: 12 });
  await countPrints(page);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('return-new'));
  await page.getByTestId('return-new').click();
  const scan = page.getByTestId('return-scan').locator('input');
  await scan.fill('TD-R-01');
  await scan.press('Enter');
  await scan.fill('TD-R-01');
  await scan.press('Enter');
  await expect(page.getByTestId('return-lines').locator('.ant-table-row')).toHaveCount(1);
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-done')).toContainText('24.00');

  await page.getByTestId('return-print-slip').click();
  await expect(printedRows(page)).toHaveCount(1);
  await expect(printedRows(page).first()).toContainText('Goods TD-R');
  await expect(printedRows(page).first()).toContainText('2');
  await expect(printedField(page, 'refund.amount')).toHaveText('退款金额：24.00');
  await expect(printedField(page, 'refund.qty')).toHaveText('退货数量：2');
  await expect.poll(() => printCount(page)).toBe(1);
});
