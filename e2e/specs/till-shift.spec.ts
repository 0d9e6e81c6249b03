import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { cjk, dialog, expectToast, rows } from '../support/antd.ts';
import { createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { PHONE } from '../support/phone.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

/** Fills the open shift dialog's money field and presses OK. */
async function fillAndConfirm(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).fill(value);
  await dialog(page)
    .getByRole('button', { name: cjk('确定') })
    .click();
}

test('the cashier opens a shift with a float, sells, pays out, closes with the counted cash and sees the Z report', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'SH-A', 'SH-A-01', { cost: 4, retail: 30, member: 30 });
  await receiveStock(api, 'SH-A-01', 5);
  await api.dispose();

  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  await expect(page.getByTestId('shift-state')).toHaveText('未开班');

  await page.getByTestId('shift-open').click();
  await fillAndConfirm(page, 'shift-float', '200');
  await expect(page.getByTestId('shift-state')).toContainText('备用金 200.00');

  // one cash sale of 30.00
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill('SH-A-01');
  await scan.press('Enter');
  await expect(page.getByTestId('sale-due')).toHaveText('30.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('30.00');
  await page.getByTestId('sale-next').click();

  // 20.00 paid out of the drawer
  await page.getByTestId('shift-cash').click();
  await page.getByTestId('shift-cash-reason').fill('买水');
  await fillAndConfirm(page, 'shift-cash-amount', '20');
  await expectToast(page, '保存成功');

  // counted 209.50 against 200 + 30 − 20 = 210.00 expected
  await page.getByTestId('shift-close').click();
  await expect(dialog(page)).toContainText('应有现金 210.00');
  await fillAndConfirm(page, 'shift-counted', '209.5');
  const z = dialog(page);
  await expect(z.getByTestId('shift-report-kind')).toHaveText('Z 报表');
  await expect(z.getByTestId('shift-report-expected')).toHaveText('210.00');
  await expect(z.getByTestId('shift-report-difference')).toHaveText('-0.50');
  await z
    .locator('.ant-modal-footer')
    .getByRole('button', { name: cjk('关闭') })
    .click();
  await expect(page.getByTestId('shift-state')).toHaveText('未开班');

  // the shift screen lists it, closed, with its Z figures
  await page.goto('/sale/shift');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('已交班');
  await expect(rows(page).first()).toContainText('-0.50');
  await rows(page).first().getByTestId('shift-detail').click();
  await expect(dialog(page).getByTestId('shift-report-expected')).toHaveText('210.00');
});

test('on the phone the cashier opens a shift under the cart, reads the X report and closes with the Z report', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  try {
    const phone = await context.newPage();
    await phone.goto('/login');
    await signInOnPage(phone, 'cashier');
    await expect(phone).toHaveURL(/\/mobile$/, { timeout: 60_000 });
    await phone.goto('/mobile/barscan');
    const state = phone.getByTestId('mobile-shift-state');
    await expect(state).toContainText('未开班');
    // the scan bar stays at the top; the shift panel is below the cart
    const scanTop = (await phone.getByTestId('barscan-input').boundingBox())?.y ?? Infinity;
    const shiftTop = (await state.boundingBox())?.y ?? -Infinity;
    expect(scanTop).toBeLessThan(shiftTop);

    await phone.getByTestId('mobile-shift-open').click();
    await phone.getByTestId('mobile-shift-amount').locator('input').fill('100');
    await phone.getByTestId('mobile-shift-submit').click();
    await expect(state).toContainText('备用金 100.00');

    await phone.getByTestId('mobile-shift-x').click();
    const sheet = phone.locator('.adm-dialog');
    await expect(sheet.getByTestId('shift-report-expected')).toHaveText('100.00');
    await sheet.getByRole('button', { name: cjk('确定') }).click();

    await phone.getByTestId('mobile-shift-close').click();
    await phone.getByTestId('mobile-shift-amount').locator('input').fill('100');
    await phone.getByTestId('mobile-shift-submit').click();
    await expect(sheet.getByTestId('shift-report-kind')).toHaveText('Z 报表');
    await expect(sheet.getByTestId('shift-report-difference')).toHaveText('0.00');
    await sheet.getByRole('button', { name: cjk('确定') }).click();
    await expect(state).toContainText('未开班');
  } finally {
    await context.close();
  }
});
