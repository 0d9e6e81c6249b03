import { test } from '../support/test.ts';
import { dialog, pickOption } from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer(300_000);

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { api } = await server.api('keeper');
  await createGoods(api, 'SH-A', 'SH-A-01', { cost: 4, retail: 9, member: 8 });
  await receiveStock(api, 'SH-A-01', 10);
  const locations = await call<Array<{ id: number; name: string }>>(api, 'GET', '/api/stockLocation/list');
  const storeA = locations.find((l) => l.name === '门店A')?.id;
  const id = await call<number>(api, 'POST', '/api/stockTransfer/add', { toLocationId: storeA, lines: [{ barcode: 'SH-A-01', qty: 4 }] });
  await call(api, 'POST', '/api/stockTransfer/ship', { id });
  await page.goto('/login');
  await signInOnPage(page, 'keeper');
  await expect(page).not.toHaveURL(/\/login/);
  await openScreen(page, '/stock/transfer', (p) => p.getByTestId('transfer-new'));
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/tr-list.png' });
  await page.getByTestId('transfer-new').click();
  await dialog(page).getByTestId('transfer-to').click();
  await pickOption(page, '门店B');
  const scan = dialog(page).getByTestId('adjust-scan').locator('input');
  await scan.fill('SH-A-01');
  await scan.press('Enter');
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/tr-form.png' });
  await page.keyboard.press('Escape');
  await openScreen(page, `/stock/transfer/detail/${id}`, (p) => p.getByTestId('transfer-status'));
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/tr-detail.png', fullPage: true });
  await page.getByTestId('transfer-tab-transit').count();
});
