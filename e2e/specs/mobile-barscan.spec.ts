import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { chromiumArgs } from '../chromium.mjs';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { type Api, signIn } from '../support/api.ts';
import { ean13Pattern, withEan13CheckDigit } from '@retail/contracts';
import { type RunningServer, startServer } from '../support/server.ts';
import { writeBarcodeY4m } from '../support/y4m.ts';
import { PHONE } from '../support/phone.ts';

/**
 * Issue 7 Done-when: on a phone, Chromium's fake camera plays a generated video of an EAN-13 barcode,
 * /mobile/barscan reads it, the item is sold, and it shows in /mobile/orderlist and in the day's summary.
 * This spec runs its own server without the sign-in captcha (a browser cannot read the image) and launches
 * Chromium with the fake-camera switches.
 */
const BARCODE = withEan13CheckDigit('690123456789');
const GOODS = { code: 'E2E-MOB-1', name: '扫码测试商品', retailPrice: 12.5, memberPrice: 11, costPrice: 8 };

/**
 * A hardware scanner's burst: the code's keys and Enter in one go. Sent from inside the page in one task because
 * keystrokes driven over the DevTools protocol, or spaced by page timers, arrive more than the scanner's 50 ms
 * apart on a busy machine.
 */
async function scannerTypes(page: Page, code: string): Promise<void> {
  // a string script: the e2e project is typed without the DOM library
  await page.evaluate(`(() => {
    for (const key of [...${JSON.stringify(code)}, 'Enter'])
      document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  })()`);
}

let workDir: string;
let server: RunningServer;
let browser: Browser;
let api: Api;

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'retail-mobile-'));
  server = await startServer(join(workDir, 'data'), {
    DB_TYPE: 'sqlite',
    CAPTCHA_ENABLED: 'false',
    SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  });
  api = await signIn(server.baseURL, 'admin', E2E_ADMIN_PASSWORD);
  const goodsId = await api.post<number>('/api/goods/add', GOODS);
  await api.post<number>('/api/goodsBarcode/add', { goodsId, barcode: BARCODE });
  const receipt = await api.post<number>('/api/stockAdjust/add', {
    kind: 1,
    lines: [{ barcode: BARCODE, qty: 10 }],
  });
  await api.post('/api/stockAdjust/confirm', { id: receipt });

  const video = join(workDir, 'barcode.y4m');
  writeBarcodeY4m(video, ean13Pattern(BARCODE), { width: 640, height: 480, moduleWidth: 4, frames: 5 });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

// each test signs in, seeds and walks several screens on a shared two-core machine
test.describe.configure({ timeout: 120_000 });

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a phone signs in to the mobile area, sells a barcode read by the camera, and finds the sale in the documents and the day summary', async () => {
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  await context.grantPermissions(['camera'], { origin: server.baseURL });
  const page = await context.newPage();

  // the login page loads nothing of the mobile area
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /MobileLayout|barscan|CameraScanner|echarts/.test(url))).toEqual([]);

  // a sign-in from a phone lands on the mobile home
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/mobile$/);
  await page.getByTestId('tile-/mobile/barscan').click();
  await expect(page).toHaveURL(/\/mobile\/barscan$/);

  // the camera reads the barcode: goods, price and stock show and the item is in the cart
  await page.getByTestId('barscan-camera').click();
  const item = page.getByTestId('scanned-item');
  await expect(item).toContainText(GOODS.name, { timeout: 30_000 });
  await expect(item).toContainText(BARCODE);
  await expect(item).toContainText('12.50');
  await expect(page.getByTestId('scanned-stock')).toContainText('10');
  await expect(page.getByTestId(`cart-line-${BARCODE}`)).toContainText(GOODS.name);
  await expect(page.getByTestId('cart-total')).toHaveText('12.50');
  // one read sells one item: the camera closes after reading
  await expect(page.getByTestId('barscan-video')).toHaveCount(0);

  // check out (cash, no member)
  await page.getByTestId('checkout').click();
  await page.getByRole('button', { name: '确 定', exact: true }).click();
  const sold = page.getByTestId('sold-order');
  await expect(sold).toBeVisible();
  const no = /单号 (\S+)，/.exec((await sold.textContent()) ?? '')?.[1];
  expect(no).toBeTruthy();
  await expect(sold).toContainText('12.50');

  // the server agrees: one order of one item, and the stock went down
  const orders = await api.post<{ total: number; items: { no: string; amount: number; totalQty: number }[] }>(
    '/api/saleOrder/page',
    { no },
  );
  expect(orders.items).toEqual([expect.objectContaining({ no, amount: 12.5, totalQty: 1 })]);
  const stock = await api.get<{ qty: number }>(`/api/goodsBarcode/lookup?barcode=${BARCODE}`);
  expect(stock.qty).toBe(9);

  // "view orders" opens the sales documents, where the sale is listed and opens with its lines
  await page.getByRole('button', { name: '查看单据', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/orderlist$/);
  const row = page.getByTestId(`order-${no}`);
  await expect(row).toContainText('12.50');
  await row.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(GOODS.name);
  await expect(detail).toContainText('现金');

  // the day's sales summary counts it
  await page.goto('/mobile/report/salesumm');
  await expect(page.getByTestId('summary-orders')).toContainText('1');
  await expect(page.getByTestId('summary-netSales')).toContainText('12.50');
  await expect(page.getByTestId('summary-items')).toContainText('1');
  // with the trend and the payment-method charts drawn
  await expect(page.getByRole('img', { name: '销售趋势' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: '收款方式' }).locator('canvas')).toBeVisible();
  await context.close();
});

test('a hardware scanner typing the code and Enter adds the item; a member pays the member price', async () => {
  const member = await api.post<number>('/api/vip/add', {
    cardNo: 'E2EM001',
    name: '手机会员',
    mobile: '13800138000',
  });
  expect(member).toBeTruthy();
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/mobile$/);
  await page.goto('/mobile/barscan');

  // no field has the focus: the scanner's fast keystrokes ending in Enter are a scan
  await expect(page.getByTestId('barscan-input')).toBeVisible();
  await page.evaluate('document.activeElement?.blur()');
  await scannerTypes(page, BARCODE);
  await expect(page.getByTestId(`cart-line-${BARCODE}`)).toBeVisible();
  // typing into the barcode field and Enter adds another one
  await page.getByTestId('barscan-input').locator('input').fill(BARCODE);
  await page.getByTestId('barscan-input').locator('input').press('Enter');
  await expect(page.getByTestId('cart-total')).toHaveText('25.00');

  await page.getByTestId('member-input').locator('input').fill('13800138000');
  await page.getByTestId('member-input').locator('input').press('Enter');
  await expect(page.getByTestId('cart-member')).toContainText('手机会员');
  await expect(page.getByTestId('cart-total')).toHaveText('22.00');

  await page.getByTestId('checkout').click();
  await page.getByRole('button', { name: '确 定', exact: true }).click();
  await expect(page.getByTestId('sold-order')).toContainText('22.00');
  const orders = await api.post<{ items: { vipName: string | null; amount: number; totalQty: number }[] }>(
    '/api/saleOrder/page',
    { vipKeyword: '13800138000' },
  );
  expect(orders.items).toEqual([expect.objectContaining({ vipName: '手机会员', amount: 22, totalQty: 2 })]);

  // the rankings of the week count both sales (12.50 + 22.00) and the member's
  await page.goto('/mobile/report/goodssumm');
  const goodsRow = page.getByTestId('goods-rank').locator('.adm-list-item').first();
  await expect(goodsRow).toContainText(GOODS.name);
  await expect(goodsRow).toContainText('34.50');
  await page.getByRole('tab', { name: '会员排行' }).click();
  await expect(page).toHaveURL(/\/mobile\/report\/vipsumm$/);
  await expect(page.getByTestId('vip-rank')).toContainText('手机会员');
  await expect(page.getByTestId('vip-rank')).toContainText('22.00');
  await page.getByRole('tab', { name: '分类统计' }).click();
  await expect(page.getByTestId('category-list')).toContainText('34.50');
  await context.close();
});
