import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { call, createGoods, openScreen } from '../support/retailApi.ts';
import {
  countPrints,
  printCount,
  printedField,
  printedPages,
  printedRows,
  printedSheet,
} from '../support/printed.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly
const server = useShellServer(300_000);

/** Narrower than the layout's 1000 px breakpoint, as the printed page is. */
const NARROW = { width: 960, height: 800 };
const COLORS = ['Red', 'Blue', 'Green', 'Black', 'White', 'Grey', 'Pink', 'Navy'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];

test('a long stock adjustment prints on A4 pages: the header on each, the table header repeated, the totals once at the end, page numbers', async ({
  page,
}, testInfo) => {
  const { api } = await server.api('admin');
  const { goodsId } = await createGoods(api, 'PR-LONG', 'PR-LONG-00', { cost: 2, retail: 5, member: 5 });
  await call(api, 'POST', '/api/goodsBarcode/generate', { goodsId, colors: COLORS, sizes: SIZES });
  const barcodes = await call<Array<{ barcode: string }>>(
    api,
    'GET',
    `/api/goodsBarcode/list?goodsId=${goodsId}`,
  );
  expect(barcodes).toHaveLength(65);
  const id = await call<number>(api, 'POST', '/api/stockAdjust/add', {
    kind: 1,
    remark: '长单据打印',
    lines: barcodes.map((b, i) => ({ barcode: b.barcode, qty: i + 1 })),
  });
  const doc = await call<{ no: string; createTime: string }>(api, 'GET', `/api/stockAdjust/detail?id=${id}`);
  await countPrints(page);
  // narrow from the start: crossing the layout's breakpoint swaps the screen holding the sheet mid-PDF
  await page.setViewportSize(NARROW);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/stock/adjust/detail/${id}`, (p) => p.getByTestId('adjust-status'));
  await page
    .getByTestId('adjust-detail')
    .getByRole('button', { name: /打\s*印/ })
    .click();
  await expect.poll(() => printCount(page)).toBe(1);

  const pages = printedPages(page);
  const count = await pages.count();
  expect(count).toBeGreaterThan(1);
  await expect(printedRows(page)).toHaveCount(65);
  for (let i = 0; i < count; i++) {
    const sheet = pages.nth(i);
    await expect(sheet.locator('[data-binding="docTitle"]')).toHaveText('库存调整单');
    await expect(sheet.locator('[data-binding="no"]')).toHaveText(`单号：${doc.no}`);
    await expect(sheet.locator('.print-table thead th').first()).toHaveText('序号');
    await expect(sheet.locator('.print-band-footer')).toHaveText(`${i + 1} / ${count}`);
  }
  // the lines in order across the pages, the totals once after the last
  const numbers = await printedRows(page).evaluateAll((rows) =>
    rows.map((row) => row.firstElementChild?.textContent),
  );
  expect(numbers).toEqual(barcodes.map((_, i) => String(i + 1)));
  await expect(printedField(page, 'totalQty')).toHaveCount(1);
  await expect(printedField(page, 'totalQty')).toHaveText(`总数量：${(65 * 66) / 2}`);
  await expect(pages.last().locator('[data-binding="totalQty"]')).toHaveCount(1);
  // printed at a business time (the server's zone, not the browser's) between the document's making and now
  const printed = (await printedField(page, 'printTime').textContent())?.replace('打印时间：', '') ?? '';
  const serverNow = ((await (await api.get('/api/sysAuth/userInfo')).json()) as { time: string }).time;
  expect(
    printed >= doc.createTime && printed <= serverNow,
    `${doc.createTime} ≤ ${printed} ≤ ${serverNow}`,
  ).toBe(true);

  // on paper, Chromium lays out exactly these pages, each A4
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('adjust-print.png'), fullPage: true });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const sizes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) =>
    [m[1], m[2]].map((pt) => Math.round((Number(pt) * 25.4) / 72)).join('×'),
  );
  expect(sizes).toEqual(Array(count).fill('210×297'));
});

test('the till prints the X report of the open shift with the shift report template', async ({ page }) => {
  const { api } = await server.api('admin');
  const shift = await call<{ id: number }>(api, 'POST', '/api/tillShift/open', { floatAmount: 100 });
  await countPrints(page);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  await page.getByTestId('shift-x').click();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(printedPages(page)).toHaveCount(1);
  await expect(printedField(page, 'report')).toHaveText('报表：X');
  await expect(printedField(page, 'figures.floatAmount')).toHaveText('备用金：100.00');
  await expect(printedField(page, 'figures.expectedCash')).toHaveText('应有现金：100.00');
  // the scan box keeps the focus for the next code
  await expect(page.getByTestId('sale-scan').locator('input')).toBeFocused();
  await call(api, 'POST', '/api/tillShift/close', { id: shift.id, countedCash: 100 });
});

interface PrintRow {
  id: number;
  isDefault: boolean;
}
interface PrintElement {
  type: string;
  binding?: string;
  label?: string | null;
}
interface PrintDetail {
  id: number;
  version: number;
  template: { summary: { elements: PrintElement[] } };
}

test('a receipt prints with the tenant’s default template as it was last saved', async ({ page }) => {
  const { api } = await server.api('admin');
  const [receiptDefault] = (
    await call<{ items: PrintRow[] }>(api, 'POST', '/api/sysPrint/page', { docType: 'saleReceipt' })
  ).items.filter((row) => row.isDefault);
  const saved = await call<PrintDetail>(api, 'GET', `/api/sysPrint/detail?id=${receiptDefault!.id}`);
  const template = structuredClone(saved.template);
  const amount = template.summary.elements.find((e) => e.type === 'field' && e.binding === 'amount')!;
  amount.label = '本单实付 ';
  await call(api, 'POST', '/api/sysPrint/update', { id: saved.id, version: saved.version, template });

  await createGoods(api, 'PR-RC', 'PR-RC-01', { cost: 1, retail: 4.5, member: 4.5 });
  await call(api, 'POST', '/api/stockAdjust/confirm', {
    id: await call<number>(api, 'POST', '/api/stockAdjust/add', {
      kind: 1,
      lines: [{ barcode: 'PR-RC-01', qty: 2 }],
    }),
  });
  const order = await call<{ id: number; no: string }>(api, 'POST', '/api/saleOrder/add', {
    clientKey: randomUUID(),
    lines: [{ barcode: 'PR-RC-01', qty: 2 }],
    payments: [{ method: 1, amount: '9.00' }],
  });
  await countPrints(page);

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, `/sale/order/detail/${order.id}`, (p) => p.getByTestId('order-status'));
  await page.getByTestId('order-print').click();
  await expect.poll(() => printCount(page)).toBe(1);
  await expect(printedField(page, 'amount')).toHaveText('本单实付 9.00');
  await expect(printedSheet(page)).toContainText(order.no);

  // back to how it was, for the other specs
  const now = await call<PrintDetail>(api, 'GET', `/api/sysPrint/detail?id=${saved.id}`);
  await call(api, 'POST', '/api/sysPrint/update', {
    id: saved.id,
    version: now.version,
    template: saved.template,
  });
});
