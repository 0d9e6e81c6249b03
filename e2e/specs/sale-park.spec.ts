import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { cjk, expectToast } from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock, stockOf } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';
import { PHONE } from '../support/phone.ts';

/**
 * Issue 15 Done-when: a sale is parked, another sold, the first recalled and sold; at the desktop till and on the
 * phone. Parking takes no stock; the recalled sale takes it when sold.
 */
const server = useShellServer(300_000);

/** Signs in as the admin and opens the till (a new sale). */
async function openTill(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
}

test('desktop till: park a sale with a note, sell another, recall the first from the list by keyboard and sell it', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'PK-A', 'PK-A-01', { cost: 4, retail: 10, member: 9 });
  await createGoods(api, 'PK-B', 'PK-B-01', { cost: 3, retail: 7, member: 7 });
  await receiveStock(api, 'PK-A-01', 5);
  await receiveStock(api, 'PK-B-01', 5);

  await openTill(page);
  const scan = page.getByTestId('sale-scan').locator('input');
  const scanCode = async (code: string) => {
    await scan.fill(code);
    await scan.press('Enter');
  };

  // the first customer: two of A, then parked with a note
  await expect(page.getByTestId('sale-park')).toBeDisabled();
  await scanCode('PK-A-01');
  await page.getByTestId('sale-qty-PK-A-01').fill('2');
  await expect(page.getByTestId('sale-due')).toHaveText('20.00');
  await page.getByTestId('sale-park').click();
  await page.getByTestId('park-label').fill('红外套');
  await page.getByTestId('park-confirm').click();
  await expectToast(page, /已挂单/);
  await expect(page.getByTestId('sale-due')).toHaveText('0.00');
  expect(await stockOf(api, 'PK-A-01')).toBe(5);

  // the next customer: one of B, sold
  await scanCode('PK-B-01');
  await expect(page.getByTestId('sale-due')).toHaveText('7.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('7.00');
  await page.getByTestId('sale-next').click();

  // the first one comes back: the list is focused, Enter recalls the chosen (newest) sale
  await page.getByTestId('sale-recall').click();
  const item = page.getByTestId('park-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('红外套');
  await expect(item).toContainText('1 种 2 件');
  await expect(item).toContainText('20.00');
  await expect(page.getByTestId('park-list')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, /已取回挂单/);
  await expect(page.getByTestId('sale-qty-PK-A-01')).toHaveValue('2');
  await expect(page.getByTestId('sale-due')).toHaveText('20.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('20.00');

  expect(await stockOf(api, 'PK-A-01')).toBe(3);
  expect(await stockOf(api, 'PK-B-01')).toBe(4);
  expect(await call<unknown[]>(api, 'GET', '/api/salePark/list')).toEqual([]);
});

test('desktop till: a parked sale is discarded after a confirmation', async ({ page }) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'PK-D', 'PK-D-01', { cost: 1, retail: 2, member: 2 });
  await call(api, 'POST', '/api/salePark/add', { label: '不要了', lines: [{ barcode: 'PK-D-01', qty: 1 }] });

  await openTill(page);
  await page.getByTestId('sale-recall').click();
  await expect(page.getByTestId('park-item')).toContainText('不要了');
  await expect(page.getByTestId('park-list')).toBeFocused();
  await page.keyboard.press('Delete');
  await page.getByTestId('park-discard-ok').click();
  await expectToast(page, /挂单已删除/);
  await expect(page.getByTestId('park-item')).toHaveCount(0);
  await expect(page.getByText('没有挂单')).toBeVisible();
  expect(await call<unknown[]>(api, 'GET', '/api/salePark/list')).toEqual([]);
});

test('phone till: park the cart, sell another, recall the first and sell it', async ({ browser }) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'PK-M', 'PK-M-01', { cost: 4, retail: 9, member: 8 });
  await createGoods(api, 'PK-N', 'PK-N-01', { cost: 1, retail: 3, member: 3 });
  await receiveStock(api, 'PK-M-01', 5);
  await receiveStock(api, 'PK-N-01', 5);

  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).toHaveURL(/\/mobile$/, { timeout: 60_000 });
  await page.goto('/mobile/barscan');
  const scan = page.getByTestId('barscan-input').locator('input');
  // the dialog in front: one answered a moment ago may still be fading out
  const dialogOk = (has: string) =>
    page
      .locator('.adm-dialog-body', { hasText: has })
      .getByRole('button', { name: cjk('确定') })
      .click();
  const checkout = async (amount: string) => {
    await page.getByTestId('checkout').click();
    await dialogOk(`确认收款 ${amount} 元`);
    await expect(page.getByTestId('sold-order')).toContainText(amount);
    await dialogOk('收款成功');
  };

  await scan.fill('PK-M-01');
  await scan.press('Enter');
  await expect(page.getByTestId('cart-total')).toHaveText('9.00');
  await page.getByTestId('park').click();
  await page.getByTestId('park-label').locator('input').fill('扫码台');
  await page.getByTestId('park-confirm').click();
  await expect(page.getByTestId('cart-total')).toHaveText('0.00');
  expect(await stockOf(api, 'PK-M-01')).toBe(5);

  await scan.fill('PK-N-01');
  await scan.press('Enter');
  await expect(page.getByTestId('cart-total')).toHaveText('3.00');
  await checkout('3.00');

  await page.getByTestId('recall').click();
  const item = page.getByTestId('park-item').filter({ hasText: '扫码台' });
  await expect(item).toContainText('9.00');
  await item.click();
  await expect(page.getByTestId('cart-line-PK-M-01')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('9.00');
  await checkout('9.00');

  expect(await stockOf(api, 'PK-M-01')).toBe(4);
  expect(await stockOf(api, 'PK-N-01')).toBe(4);
  await context.close();
});
