import { type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { withEan13CheckDigit } from '@retail/contracts';
import { expectToast, dialog } from '../support/antd.ts';
import { call, createGoods, receiveStock } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';
import { PHONE } from '../support/phone.ts';

/**
 * Audit points 1 and 8: where a user lands and what an address off the user's menu shows (home, the /401 page or
 * the not-found page, with a way home that never loops); the cashier's member desk and till; off-sale goods
 * refused at the scan.
 */
const server = useShellServer(300_000);

const NO_ACCESS = '您未被授权，没有操作权限~';
const NOT_FOUND = '地址输入错误，请重新输入地址~';
const KEEPER_HOME = /\/dashboard\/home$/;

async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, account);
  await expect(page).not.toHaveURL(/\/login/);
}

test('the keeper, who has no sale screen, lands on the first screen of its own menu, with the menu', async ({
  page,
}) => {
  await signIn(page, 'keeper');
  await expect(page).toHaveURL(KEEPER_HOME);
  await expect(page.getByTestId('active-screen')).toBeVisible();
  await expect(page.getByTestId('column-/stock')).toBeVisible();
  await expect(page.locator('.ant-result-404')).toHaveCount(0);
  // the spec's landing addresses lead the keeper home as well
  for (const landing of ['/', '/sale/order']) {
    await page.goto(landing);
    await expect(page).toHaveURL(KEEPER_HOME);
    await expect(page.getByTestId('active-screen')).toBeVisible();
  }
});

test('a screen off the menu shows the /401 page, an unknown address the 404 page; back home ends home', async ({
  page,
}) => {
  await signIn(page, 'keeper');
  await expect(page).toHaveURL(KEEPER_HOME);

  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(KEEPER_HOME);
  await expect(page.getByTestId('active-screen')).toBeVisible();

  await page.goto('/no/such/screen');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/screen$/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(KEEPER_HOME);
  await expect(page.getByTestId('active-screen')).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
});

test("the cashier's phone has no reports: they are off its tabs and their addresses show /401", async ({
  page,
}) => {
  await signIn(page, 'cashier');
  await page.goto('/mobile');
  await expect(page.locator('.mobile-layout-tabs')).toBeVisible();
  await expect(page.locator('.mobile-layout-tabs .adm-tab-bar-item')).toHaveCount(3);
  await expect(page.getByTestId('tile-/mobile/barscan')).toBeVisible();
  await page.goto('/mobile/report/salesumm');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText(NO_ACCESS)).toBeVisible();
});

test('the cashier finds a member signed up elsewhere, signs a new one up and sells to it at the till', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'ROLE-M', 'ROLE-M-01', { cost: 4, retail: 10, member: 9 });
  await receiveStock(api, 'ROLE-M-01', 5);
  // signed up at head office, outside the cashier's own data scope
  await call(api, 'POST', '/api/vip/add', { cardNo: 'HQ0001', name: '总部会员', mobile: '13900000001' });
  await api.dispose();

  await signIn(page, 'cashier');
  await page.goto('/vip/list');
  await expect(page.getByTestId('vip-view-HQ0001')).toBeVisible();

  await page.getByTestId('vip-add').click();
  await page.getByTestId('vip-card-no').fill('TILL0001');
  await page.getByTestId('vip-name').fill('新会员');
  await page.getByTestId('vip-mobile').fill('13900000002');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expectToast(page, '保存成功');
  await expect(page.getByTestId('vip-view-TILL0001')).toBeVisible();

  await page.goto('/sale/order');
  await page.getByTestId('sale-new').click();
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill('ROLE-M-01');
  await scan.press('Enter');
  const member = page.getByTestId('sale-member-search').locator('input');
  await member.fill('13900000002');
  await member.press('Enter');
  await expect(page.getByTestId('sale-member')).toContainText('新会员');
  await expect(page.getByTestId('sale-due')).toHaveText('9.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('9.00');
});

test('goods taken off sale are refused at the scan, at the checkout and on the phone', async ({
  page,
  browser,
}) => {
  const barcode = withEan13CheckDigit('299999900002');
  const { api } = await server.api('admin');
  const { goodsId } = await createGoods(api, 'ROLE-OFF', barcode, { cost: 4, retail: 10, member: 9 });
  await receiveStock(api, barcode, 5);
  await call(api, 'POST', '/api/goods/setStatus', { id: goodsId, status: 2 });
  await api.dispose();

  await signIn(page, 'cashier');
  await page.goto('/sale/order');
  await page.getByTestId('sale-new').click();
  const scan = page.getByTestId('sale-scan').locator('input');
  await scan.fill(barcode);
  await scan.press('Enter');
  await expectToast(page, `Goods ROLE-OFF（${barcode}）已停售，不能销售`);
  await expect(page.getByTestId('sale-due')).toHaveText('0.00');
  await expect(page.getByTestId('sale-cart')).not.toContainText('Goods ROLE-OFF');
  await expect(page.getByTestId('scan-refusal')).toHaveText(`Goods ROLE-OFF（${barcode}）已停售，不能销售`);

  const phone = await browser.newContext({ ...PHONE, baseURL: server.baseURL });
  try {
    const mobile = await phone.newPage();
    await signIn(mobile, 'cashier');
    await mobile.goto('/mobile/barscan');
    const input = mobile.getByTestId('barscan-input').locator('input');
    await input.fill(barcode);
    await input.press('Enter');
    // the toast, and the phone's list of refused codes
    await expect(mobile.getByText('Goods ROLE-OFF 已停售，不能销售', { exact: true })).toBeVisible();
    await expect(mobile.getByTestId('barscan-refusals')).toContainText(`${barcode}: Goods ROLE-OFF 已停售`);
    await expect(mobile.getByTestId('scanned-item')).toContainText('已停售');
    await expect(mobile.getByTestId('cart')).toContainText('扫描商品条码，加入购物车');
  } finally {
    await phone.close();
  }
});
