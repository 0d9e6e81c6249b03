import { type APIRequestContext } from '@playwright/test';
import { test } from '../support/test.ts';
import { cjk, dialog, expectToast, pickOption, submitDialog } from '../support/antd.ts';
import { call, openScreen, receiveStock, stockLogOf } from '../support/retailApi.ts';
import { printedField, printedRows } from '../support/printed.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

/** Goods of a category with one barcode of the same code (cost 2, retail 5 yuan). */
async function goodsIn(api: APIRequestContext, categoryId: number, code: string): Promise<void> {
  const goodsId = await call<number>(api, 'POST', '/api/goods/add', {
    code,
    name: `盘点 ${code}`,
    categoryId,
    costPrice: 2,
    retailPrice: 5,
  });
  await call(api, 'POST', '/api/goodsBarcode/add', { goodsId, barcode: code });
}

test('the keeper counts one category of the warehouse by scanning, sees the variance and the uncounted, and posts', async ({
  page,
}) => {
  const { api: admin } = await server.api('admin');
  const drinks = await call<number>(admin, 'POST', '/api/goodsCategory/add', { name: 'E2E盘点饮料' });
  const other = await call<number>(admin, 'POST', '/api/goodsCategory/add', { name: 'E2E盘点其他' });
  await goodsIn(admin, drinks, 'STE2E-A');
  await goodsIn(admin, drinks, 'STE2E-B');
  await goodsIn(admin, drinks, 'STE2E-C');
  await goodsIn(admin, other, 'STE2E-D');
  // the keeper's documents move the warehouse's stock
  const { api: keeper } = await server.api('keeper');
  for (const [code, qty] of [
    ['STE2E-A', 10],
    ['STE2E-B', 5],
    ['STE2E-C', 3],
    ['STE2E-D', 4],
  ] as const)
    await receiveStock(keeper, code, qty);

  await page.addInitScript(() => {
    // the print dialog of headless Chromium would wait for ever
    window.print = () => undefined;
  });
  await page.goto('/login');
  await signInOnPage(page, 'keeper');
  await expect(page).not.toHaveURL(/\/login/);
  await openScreen(page, '/stock/take', (p) => p.getByTestId('stocktake-start'));
  await page.getByTestId('stocktake-start').click();
  await expect(dialog(page)).toContainText('开始盘点');
  await expect(dialog(page)).toContainText('中心仓库');
  await dialog(page).getByTestId('stocktake-category').click();
  await pickOption(page, 'E2E盘点饮料');
  await submitDialog(page);

  // the count screen of the new stocktake, scan box focused
  await expect(page).toHaveURL(/\/stock\/take\/detail\/\d+$/);
  const scan = page.getByTestId('stocktake-scan').locator('input');
  await expect(scan).toBeFocused();
  const last = page.getByTestId('stocktake-last-scan');
  for (let i = 0; i < 3; i++) {
    await scan.fill('STE2E-A');
    await scan.press('Enter');
  }
  await expect(last).toContainText('STE2E-A');
  await expect(last).toContainText('实盘 3');
  await scan.fill('STE2E-B');
  await scan.press('Enter');
  await expect(last).toContainText('STE2E-B');
  await expect(last).toContainText('实盘 1');
  await expect(scan).toBeFocused();
  // another category's barcode is refused, with the reason
  await scan.fill('STE2E-D');
  await scan.press('Enter');
  await expect(page.getByTestId('stocktake-scan-refusals')).toContainText('不属于本盘点单的商品分类');
  // a quantity typed in the table
  const countLines = page.getByTestId('stocktake-count-lines');
  await expect(countLines.getByTestId('stocktake-qty-STE2E-A')).toHaveValue('3');
  const qtyB = countLines.getByTestId('stocktake-qty-STE2E-B');
  await expect(qtyB).toHaveValue('1');
  await qtyB.fill('6');
  await qtyB.press('Enter');
  await expect(countLines.getByRole('row', { name: /STE2E-B/ })).toContainText('+1');

  // the variance report: book frozen, counted, variance and its value; C is not counted
  await page.getByRole('tab', { name: '差异报告' }).click();
  const report = page.getByTestId('stocktake-report-lines');
  await expect(report.getByRole('row', { name: /STE2E-A/ })).toContainText('-7');
  await expect(report.getByRole('row', { name: /STE2E-A/ })).toContainText('-14.00');
  await expect(report.getByRole('row', { name: /STE2E-B/ })).toContainText('+1');
  await expect(report.getByRole('row', { name: /STE2E-C/ })).toContainText('未盘');
  await expect(page.getByTestId('stocktake-variance')).toContainText('-6 / -12.00');
  await expect(page.getByTestId('stocktake-uncounted-count')).toHaveText('1');
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: '导出差异报告' }).click();
  expect((await download).suggestedFilename()).toBe('stocktake-variance.xlsx');
  await page.getByTestId('stocktake-print').click();
  await expect(printedField(page, 'docTitle')).toHaveText('盘点差异表');
  await expect(printedRows(page).filter({ hasText: 'STE2E-A' })).toContainText('-7');
  await expect(printedRows(page).filter({ hasText: 'STE2E-C' })).toHaveCount(1);

  await page.getByRole('tab', { name: /未盘条码/ }).click();
  const uncounted = page.getByTestId('stocktake-uncounted-lines');
  await expect(uncounted.getByRole('row', { name: /STE2E-C/ })).toBeVisible();
  await expect(uncounted.getByRole('row', { name: /STE2E-A/ })).toHaveCount(0);

  // posting asks what to do with the uncounted barcode before it posts
  await page.getByTestId('stocktake-post').click();
  await expect(dialog(page)).toContainText('未盘条码 1 个，账面合计 3 件');
  const post = dialog(page).getByRole('button', { name: cjk('过账') });
  await expect(post).toBeDisabled();
  await dialog(page).getByText('保持不变：未盘条码不调整').click();
  await post.click();
  await expectToast(page, '盘点单已过账');
  await expect(page.getByTestId('stocktake-status')).toHaveText('已过账');

  // the stock screen shows the counted quantities (C kept as it was)
  await openScreen(page, '/stock/barcode', (p) => p.getByPlaceholder('条码/商品编码/名称'));
  await page.getByPlaceholder('条码/商品编码/名称').fill('STE2E-');
  await page.getByRole('button', { name: cjk('查询') }).click();
  for (const [code, qty] of [
    ['STE2E-A', '3'],
    ['STE2E-B', '6'],
    ['STE2E-C', '3'],
    ['STE2E-D', '4'],
  ] as const) {
    await expect(
      page.getByRole('row', { name: new RegExp(code) }).getByRole('cell', { name: qty, exact: true }),
    ).toBeVisible();
  }
  expect((await stockLogOf(keeper, 'STE2E-A')).map((row) => row.delta)).toEqual([10, -7]);
});
