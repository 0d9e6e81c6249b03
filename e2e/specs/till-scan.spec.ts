import type { APIRequestContext, Page } from '@playwright/test';
import { withEan13CheckDigit } from '@retail/contracts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';
import { test } from '../support/test.ts';

/**
 * Issue 15 (the till), parts 1, 2, 4 and 9: a keyboard-wedge scanner's codes all arrive — each as a line or a
 * visible refusal — through member look-ups and payment clicks; goods are found without a scanner; a whole sale
 * is made from the keyboard; stock documents take a burst of scans the same way.
 */
const server = useShellServer(300_000);

const KNOWN = Array.from({ length: 8 }, (_, i) => withEan13CheckDigit(`69015${String(i).padStart(7, '0')}`));
const UNKNOWN = [withEan13CheckDigit('690159999001'), withEan13CheckDigit('690159999002')];
const OFF_SALE = withEan13CheckDigit('690158888001');
const MEMBER_MOBILE = '13900139115';

async function stockUp(api: APIRequestContext): Promise<void> {
  for (const [i, barcode] of KNOWN.entries()) {
    await createGoods(api, `TS-${i}`, barcode, { cost: 1, retail: 2, member: 2 });
  }
  const { goodsId } = await createGoods(api, 'TS-OFF', OFF_SALE, { cost: 1, retail: 2, member: 2 });
  await call(api, 'POST', '/api/goods/setStatus', { id: goodsId, status: 2 });
  await call(api, 'POST', '/api/vip/add', { cardNo: 'TS-VIP-1', name: '扫码会员', mobile: MEMBER_MOBILE });
}

/** A keyboard-wedge scanner: the code's keys and Enter typed at once into whatever has the focus. */
async function wedge(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function openTill(page: Page): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  await expect(page.getByTestId('sale-scan').locator('input')).toBeFocused();
}

const qtyOf = (page: Page, barcode: string) => page.getByTestId(`sale-qty-${barcode}`);

test('200 wedge scans among member look-ups and payment clicks: every code is a line or a refusal', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await stockUp(api);
  await openTill(page);

  const codes = Array.from({ length: 200 }, (_, i) =>
    i % 23 === 7 ? (UNKNOWN[i % 2] as string) : i % 31 === 11 ? OFF_SALE : (KNOWN[(i * 5) % 8] as string),
  );
  const member = page.getByTestId('sale-member-search').locator('input');
  for (const [i, code] of codes.entries()) {
    await wedge(page, code);
    await page.waitForTimeout(20);
    if (i % 40 === 13) {
      // the member desk: typed into its own field, then scanning goes on in the scan box
      await member.fill(MEMBER_MOBILE);
      await member.press('Enter');
      await expect(page.getByTestId('sale-member')).toBeVisible();
    } else if (i % 40 === 33) {
      await page.getByTestId('sale-member').getByRole('button').click();
      await expect(member).toBeVisible();
    } else if (i % 9 === 4) {
      await page.getByTestId(i % 2 === 0 ? 'sale-pay-all-1' : 'sale-pay-all-2').click();
    }
  }

  await expect(page.getByTestId('sale-scan-waiting')).toHaveCount(0, { timeout: 60_000 });
  const refused = codes.filter((code) => !KNOWN.includes(code)).length;
  await expect(page.getByTestId('sale-scan-refusals')).toHaveAttribute('data-count', String(refused));
  for (const barcode of KNOWN) {
    const scanned = codes.filter((code) => code === barcode).length;
    await expect(qtyOf(page, barcode)).toHaveValue(String(scanned));
  }
  // no line for a refused code, no line made of two codes run together
  await expect(page.getByTestId('sale-cart').locator('tbody tr.ant-table-row')).toHaveCount(KNOWN.length);
  await expect(page.getByTestId('sale-scan-refusals')).toContainText(UNKNOWN[1] as string);
});

test('a cashier sells a whole basket with the keyboard only', async ({ page }) => {
  const { api } = await server.api('admin');
  const barcode = withEan13CheckDigit('690157777001');
  await createGoods(api, 'KB-1', barcode, { cost: 1, retail: 5, member: 4 });
  await receiveStock(api, barcode, 10);
  // goods without any barcode (so without stock yet), found by the pinyin initials of its name
  await call(api, 'POST', '/api/goods/add', { code: 'KB-MILK', name: '牛奶', retailPrice: 3 });
  await call(api, 'POST', '/api/retailSetting/update', { allowNegativeStock: true });
  await call(api, 'POST', '/api/vip/add', { cardNo: 'KB-VIP-1', name: '键盘会员', mobile: '13900139116' });

  await page.goto('/login');
  await signInOnPage(page, 'cashier');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  const keys = page.keyboard;
  const scanBox = page.getByTestId('sale-scan').locator('input');

  await keys.press('Alt+N');
  await expect(scanBox).toBeFocused();
  await wedge(page, barcode);
  await expect(qtyOf(page, barcode)).toHaveValue('1');

  await keys.press('F2');
  await expect(page.getByTestId('till-search-input')).toBeFocused();
  await keys.type('nn');
  await expect(page.getByTestId('till-search-entry')).toHaveCount(1);
  await keys.press('Enter');
  await expect(qtyOf(page, 'KB-MILK')).toHaveValue('1');
  await expect(scanBox).toBeFocused();

  await keys.press('F4');
  await expect(qtyOf(page, 'KB-MILK')).toBeFocused();
  await keys.type('2');
  await keys.press('Enter');
  await expect(scanBox).toBeFocused();
  await expect(page.getByTestId('sale-due')).toHaveText('11.00');

  await keys.press('F3');
  await keys.type('13900139116');
  await keys.press('Enter');
  await expect(page.getByTestId('sale-member')).toContainText('键盘会员');
  await expect(scanBox).toBeFocused();
  // the member price of the barcode goods
  await expect(page.getByTestId('sale-due')).toHaveText('10.00');

  await keys.press('F7');
  await keys.type('1');
  await keys.press('Enter');
  await expect(scanBox).toBeFocused();
  await expect(page.getByTestId('sale-due')).toHaveText('9.00');

  await keys.press('F12');
  await expect(page.getByTestId('sale-pay-all-1')).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByTestId('sale-pay-left')).toContainText('0.00');
  await expect(scanBox).toBeFocused();
  await keys.press('F12');
  await expect(page.getByTestId('sale-done')).toContainText('9.00');

  await keys.press('Alt+N');
  await expect(scanBox).toBeFocused();
  await expect(page.getByTestId('sale-due')).toHaveText('0.00');
});

test('a stock document takes a burst of scans: every code a line or a refusal', async ({ page }) => {
  const { api } = await server.api('admin');
  const [first, second] = [withEan13CheckDigit('690156666001'), withEan13CheckDigit('690156666002')];
  await createGoods(api, 'SD-1', first, { cost: 1, retail: 2, member: 2 });
  await createGoods(api, 'SD-2', second, { cost: 1, retail: 2, member: 2 });
  const unknown = UNKNOWN[0] as string;
  const codes = [first, second, unknown, first, first, second, unknown, first];

  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/stock/adjust', (p) => p.getByTestId('adjust-new-stocktake'));
  await page.getByTestId('adjust-new-stocktake').click();
  await page.getByTestId('adjust-scan').locator('input').focus();
  for (let round = 0; round < 5; round++) {
    for (const code of codes) {
      await wedge(page, code);
      await page.waitForTimeout(20);
    }
  }
  await expect(page.getByTestId('adjust-scan-waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('adjust-scan-refusals')).toHaveAttribute('data-count', '10');
  await expect(page.getByTestId(`adjust-line-qty-${first}`)).toHaveValue('20');
  await expect(page.getByTestId(`adjust-line-qty-${second}`)).toHaveValue('10');
});
