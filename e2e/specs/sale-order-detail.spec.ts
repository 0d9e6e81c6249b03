import { expect, test } from '../support/test.ts';
import { confirmPopover, openPopconfirm } from '../support/antd.ts';
import { randomUUID } from 'node:crypto';
import { call, createGoods, openScreen, receiveStock, stockLogOf, stockOf } from '../support/retailApi.ts';
import {
  countPrints,
  printCount,
  printedField,
  printedPages,
  printedRows,
  printedSheet,
} from '../support/printed.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly; these flows take several screens each
const server = useShellServer(300_000);

interface Order {
  id: number;
  no: string;
  lines: Array<{ id: number; barcode: string }>;
}

/** A cash sale of `qty` units of each barcode, made through the API (the sale screen has its own spec). */
async function sell(
  api: Parameters<typeof call>[0],
  lines: Array<{ barcode: string; qty: number }>,
  amount: string,
) {
  return call<Order>(api, 'POST', '/api/saleOrder/add', {
    clientKey: randomUUID(),
    lines,
    payments: [{ method: 1, amount }],
  });
}

test('refunding part of an order on the detail screen returns that stock and money', async ({ page }) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'RF-A', 'RF-A-01', { cost: 3, retail: 10, member: 9 });
  await createGoods(api, 'RF-B', 'RF-B-01', { cost: 3, retail: 7.5, member: 7 });
  await receiveStock(api, 'RF-A-01', 5);
  await receiveStock(api, 'RF-B-01', 5);
  const order = await sell(
    api,
    [
      { barcode: 'RF-A-01', qty: 3 },
      { barcode: 'RF-B-01', qty: 2 },
    ],
    '45.00',
  );
  expect(await stockOf(api, 'RF-A-01')).toBe(2);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/sale/order/detail/${order.id}`, (p) => p.getByTestId('order-status'));
  await expect(page.getByTestId('order-amount')).toHaveText('45.00');

  await page.getByTestId('order-refund').click();
  await page.getByTestId('refund-qty-RF-A-01').fill('2');
  await expect(page.getByTestId('refund-total')).toContainText('20.00');
  await page.getByTestId('refund-submit').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

  await expect(page.getByTestId('order-status')).toHaveText('部分退款');
  await expect(page.getByTestId('order-refund-amount')).toHaveText('20.00');
  await expect(page.getByTestId('order-refunds').locator('.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('order-payments')).toContainText('-20.00');
  // a cancellation is no longer offered once part has been refunded
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  expect(await stockOf(api, 'RF-A-01')).toBe(4);
  expect(await stockOf(api, 'RF-B-01')).toBe(3);
  const log = await stockLogOf(api, 'RF-A-01');
  expect(log.map((row) => row.delta)).toEqual([5, -3, 2]);

  // the rest of line A and all of line B: the order ends fully refunded, to the fen
  await page.getByTestId('order-refund').click();
  await page.getByTestId('refund-qty-RF-A-01').fill('1');
  await page.getByTestId('refund-qty-RF-B-01').fill('2');
  await expect(page.getByTestId('refund-total')).toContainText('25.00');
  await page.getByTestId('refund-submit').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('已退款');
  await expect(page.getByTestId('order-refund-amount')).toHaveText('45.00');
  await expect(page.getByTestId('order-refund')).toHaveCount(0);
  expect(await stockOf(api, 'RF-A-01')).toBe(5);
  expect(await stockOf(api, 'RF-B-01')).toBe(5);
});

test('cancelling an order asks first, then puts back stock and the member balance', async ({ page }) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'CX-A', 'CX-A-01', { cost: 2, retail: 12, member: 10 });
  await receiveStock(api, 'CX-A-01', 4);
  const vipId = await call<number>(api, 'POST', '/api/vip/add', { cardNo: 'VIPCX01', name: '作废会员' });
  await call(api, 'POST', '/api/vip/topUp', { id: vipId, amount: 50, payMethod: 1 });
  const order = await call<Order>(api, 'POST', '/api/saleOrder/add', {
    clientKey: randomUUID(),
    vipId,
    lines: [{ barcode: 'CX-A-01', qty: 3 }],
    payments: [{ method: 4, amount: '30.00' }],
  });
  expect(await stockOf(api, 'CX-A-01')).toBe(1);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/sale/order/detail/${order.id}`, (p) => p.getByTestId('order-status'));
  await expect(page.getByTestId('order-status')).toHaveText('已完成');

  // the question comes first; saying no changes nothing
  await page.getByTestId('order-cancel').click();
  await expect(openPopconfirm(page)).toContainText(order.no);
  await openPopconfirm(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('已完成');

  await page.getByTestId('order-cancel').click();
  await confirmPopover(page);
  await expect(page.getByTestId('order-status')).toHaveText('已作废');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await expect(page.getByTestId('order-refund')).toHaveCount(0);
  await expect(page.getByTestId('order-payments')).toContainText('-30.00');

  expect(await stockOf(api, 'CX-A-01')).toBe(4);
  const vip = await call<{ balance: number }>(api, 'GET', `/api/vip/detail?id=${vipId}`);
  expect(vip.balance).toBe(50);
});

test('the receipt prints through the browser dialog in the default template: header, number, lines, totals, on one 80 mm page', async ({
  page,
}, testInfo) => {
  const { api } = await server.api('admin');
  await call(api, 'POST', '/api/retailSetting/update', {
    receiptHeader: '欢迎光临 E2E 小店',
    receiptFooter: '谢谢惠顾',
  });
  await createGoods(api, 'RC-A', 'RC-A-01', { cost: 1, retail: 3.3, member: 3 });
  await receiveStock(api, 'RC-A-01', 3);
  const order = await sell(api, [{ barcode: 'RC-A-01', qty: 3 }], '9.90');
  await countPrints(page);
  // narrower than the layout's 1000 px breakpoint from the start, as the 80 mm page the PDF is laid out on is:
  // crossing it swaps the layout (and the screen holding the print sheet) while the PDF is made
  await page.setViewportSize({ width: 960, height: 800 });

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/sale/order/detail/${order.id}`, (p) => p.getByTestId('order-status'));
  await page.getByTestId('order-print').click();

  // printed through the default receipt template: one 80 mm page with the shop's texts, the number and every line
  const receipt = printedSheet(page);
  await expect(printedPages(page)).toHaveCount(1);
  await expect(printedField(page, 'header')).toHaveText('欢迎光临 E2E 小店');
  await expect(printedField(page, 'footer')).toHaveText('谢谢惠顾');
  await expect(printedField(page, 'no')).toHaveText(`小票号：${order.no}`);
  await expect(printedRows(page)).toHaveCount(1);
  await expect(printedRows(page).first()).toContainText('Goods RC-A');
  await expect(printedRows(page).first()).toContainText('3.30');
  await expect(printedField(page, 'totalQty')).toHaveText('总数量：3');
  await expect(printedField(page, 'amount')).toHaveText('应付：9.90');
  await expect.poll(() => printCount(page)).toBe(1);
  // on screen the sheet stays hidden; only paper shows it
  await expect(receipt).toBeHidden();

  // in print media the receipt is all there is, 80 mm wide
  await page.emulateMedia({ media: 'print' });
  await expect(printedPages(page)).toBeVisible();
  await expect(page.getByTestId('order-status')).toBeHidden();
  const box = await printedPages(page).boundingBox();
  expect(Math.round(((box?.width ?? 0) * 25.4) / 96)).toBe(80);
  await page.screenshot({ path: testInfo.outputPath('receipt-print.png'), fullPage: true });
  // Chromium's PDF of it is one page, 80 mm wide and as long as the receipt
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const sizes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) =>
    [m[1], m[2]].map((pt) => Math.round((Number(pt) * 25.4) / 72)),
  );
  expect(sizes).toHaveLength(1);
  expect(sizes[0]?.[0]).toBe(80);
  expect(sizes[0]?.[1]).toBe(Math.round(((box?.height ?? 0) * 25.4) / 96));
});
