import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { decodeBarcode, readPdf } from '../support/printout.ts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';
import { expect, test } from '../support/test.ts';

// a loaded machine renders the screens slowly
const server = useShellServer(300_000);

interface TemplateRow {
  id: number | null;
  version: number | null;
  template: {
    summary: { heightMm: number; elements: unknown[] };
  } & Record<string, unknown>;
}

/** What the page sends to the printer: window.print records the print sheet's text instead of opening a dialog. */
async function capturePrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { printedTexts: string[]; print(): void };
    w.printedTexts = [];
    w.print = () => {
      w.printedTexts.push(document.querySelector('.retail-print-sheet')?.textContent ?? '');
    };
  });
}
const printedTexts = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { printedTexts: string[] }).printedTexts);

async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, account);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Sells one of `barcode` at the open till with cash and prints its receipt. */
async function sellAndPrint(page: Page, barcode: string, due: string): Promise<void> {
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill(barcode);
  await scan.press('Enter');
  // the line is added once the barcode is looked up: paying before that would pay an empty sale
  await expect(page.getByTestId('sale-due')).toHaveText(due);
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toBeVisible();
  await page.getByRole('button', { name: '打印小票' }).click();
  await page.getByTestId('sale-next').click();
}

test('an 80 mm receipt prints as one page 80 mm wide holding every line of the order', async ({ page }) => {
  const { api } = await server.api('admin');
  await call(api, 'POST', '/api/retailSetting/update', { allowNegativeStock: true });
  // the cashier's own sale: a cashier reads the orders of its store only
  const { api: till } = await server.api('cashier');
  const codes = Array.from({ length: 14 }, (_, i) => `PR-L${String(i + 1).padStart(2, '0')}`);
  for (const code of codes) await createGoods(api, code, `${code}-1`, { cost: 1, retail: 2.5, member: 2 });
  const order = await call<{ id: number; no: string }>(till, 'POST', '/api/saleOrder/add', {
    clientKey: randomUUID(),
    lines: codes.map((code) => ({ barcode: `${code}-1`, qty: 1 })),
    payments: [{ method: 1, amount: '35.00' }],
  });

  await signIn(page, 'cashier');
  await openScreen(page, `/printer?docType=saleReceipt&id=${order.id}`, (p) =>
    p.getByTestId('printer-preview').getByTestId('print-page'),
  );
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = await readPdf(pdf);
  expect(pages).toHaveLength(1);
  // Chromium sizes the page in whole CSS pixels (1/96 inch): within a quarter of a millimetre
  expect(Math.abs(pages[0]!.widthMm - 80)).toBeLessThan(0.3);
  const text = pages[0]!.text;
  expect(text).toContain(order.no);
  for (const code of codes) expect(text).toContain(`Goods ${code}`);
  expect(text).toContain('35.00');
  // a long receipt is one long page, not cut into sheets
  expect(pages[0]!.heightMm).toBeGreaterThan(100);
});

test.describe('label sheets', () => {
  test.use({ deviceScaleFactor: 3 });

  test("a label sheet's barcodes decode to the barcodes printed", async ({ page }) => {
    const { api } = await server.api('admin');
    const codes = ['6901234567892', '4006381333931', 'PR-LBL-07'];
    const ids: number[] = [];
    for (const [i, code] of codes.entries())
      ids.push((await createGoods(api, `PR-LBL-G${i}`, code, { cost: 1, retail: 9.9, member: 9 })).barcodeId);

    await signIn(page, 'keeper');
    await openScreen(page, `/printer?docType=barcodeLabel&ids=${ids.join(',')}&copies=2`, (p) =>
      p.getByTestId('printer-preview').getByTestId('print-label').first(),
    );
    await page.emulateMedia({ media: 'print' });
    const labels = page.locator('.retail-print-sheet').getByTestId('print-label');
    await expect(labels).toHaveCount(codes.length * 2);
    const decoded: Array<string | null> = [];
    for (const label of await labels.all()) {
      decoded.push(decodeBarcode(await label.locator('svg').first().screenshot({ scale: 'device' })));
    }
    expect(decoded).toEqual(codes.flatMap((code) => [code, code]));
  });
});

test("changing the tenant's default receipt template changes what the till prints", async ({ page }) => {
  const { api } = await server.api('admin');
  await call(api, 'POST', '/api/retailSetting/update', { allowNegativeStock: true });
  await createGoods(api, 'PR-TILL', 'PR-TILL-01', { cost: 1, retail: 6, member: 6 });
  await receiveStock(api, 'PR-TILL-01', 10);
  const marker = `谢谢惠顾 ${randomUUID().slice(0, 8)}`;
  await capturePrints(page);

  await signIn(page, 'cashier');
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  await sellAndPrint(page, 'PR-TILL-01', '6.00');
  await expect.poll(async () => (await printedTexts(page)).length).toBe(1);
  expect((await printedTexts(page))[0]).toContain('Goods PR-TILL');
  expect((await printedTexts(page))[0]).not.toContain(marker);

  await setDefaultReceiptWith(api, marker);

  // the same till, without reloading: the next receipt prints with the new default
  await sellAndPrint(page, 'PR-TILL-01', '6.00');
  await expect.poll(async () => (await printedTexts(page)).length).toBe(2);
  expect((await printedTexts(page))[1]).toContain('Goods PR-TILL');
  expect((await printedTexts(page))[1]).toContain(marker);
});

/** A copy of the default receipt template with `text` under its totals, made the default. */
async function setDefaultReceiptWith(api: APIRequestContext, text: string): Promise<void> {
  const current = await call<TemplateRow>(api, 'GET', '/api/sysPrint/defaultFor?docType=saleReceipt');
  expect(current.id).not.toBeNull();
  const copyId = await call<number>(api, 'POST', '/api/sysPrint/copy', { id: current.id, name: 'E2E 小票' });
  const copy = await call<TemplateRow>(api, 'GET', `/api/sysPrint/detail?id=${copyId}`);
  const { summary } = copy.template;
  const template = {
    ...copy.template,
    summary: {
      heightMm: summary.heightMm + 6,
      elements: [
        ...summary.elements,
        {
          id: 'e2eThanks',
          type: 'text',
          x: 0,
          y: summary.heightMm,
          w: 70,
          h: 5,
          text,
          style: { fontSizePt: 9, bold: false, italic: false, align: 'center' },
        },
      ],
    },
  };
  await call(api, 'POST', '/api/sysPrint/update', { id: copyId, version: copy.version, template });
  await call(api, 'POST', '/api/sysPrint/setDefault', { id: copyId });
}
