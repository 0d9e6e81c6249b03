import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '../support/test.ts';
import {
  confirmPopover,
  dialog,
  expectToast,
  pickOption,
  row,
  search,
  searchBar,
  submitDialog,
} from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

// several screens and two accounts on a loaded machine
const server = useShellServer(300_000);

const STORE_A = '门店A';
const WAREHOUSE = '中心仓库';

interface Location {
  id: number;
  name: string;
  own: boolean;
}

/** The quantity of a barcode at a location, through the API (0 when it has no stock row there). */
async function stockAt(api: APIRequestContext, barcode: string, location: string): Promise<number> {
  const page = await call<{ items: Array<{ barcode: string; locationName: string; qty: number }> }>(
    api,
    'POST',
    '/api/barcodeStock/page',
    { keyword: barcode },
  );
  return page.items.find((item) => item.barcode === barcode && item.locationName === location)?.qty ?? 0;
}

async function locationId(api: APIRequestContext, name: string): Promise<number> {
  const list = await call<Location[]>(api, 'GET', '/api/stockLocation/list');
  const found = list.find((l) => l.name === name);
  expect(found, name).toBeTruthy();
  return found?.id as number;
}

async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, account);
  await expect(page).not.toHaveURL(/\/login/);
}

test('an adjustment is made at a chosen location; the list shows, filters and the detail names it', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'LA-A', 'LA-A-01', { cost: 4, retail: 9, member: 8 });

  await signIn(page, 'admin');
  await openScreen(page, '/stock/adjust', (p) => p.getByTestId('adjust-new-receive'));
  await page.getByTestId('adjust-new-receive').click();
  // the admin may choose: the field starts at its own location (the main one, store A)
  const location = dialog(page).getByTestId('adjust-location');
  await expect(location).toContainText(STORE_A);
  await location.click();
  await pickOption(page, WAREHOUSE);
  await expect(location).toContainText(WAREHOUSE);
  const scan = dialog(page).getByTestId('adjust-scan').locator('input');
  await scan.fill('LA-A-01');
  await scan.press('Enter');
  await dialog(page).getByTestId('adjust-line-qty-LA-A-01').fill('5');
  await submitDialog(page);
  await expect(row(page, 'LA-A-01').or(row(page, WAREHOUSE)).first()).toBeVisible();

  // the location column, and the filter by location
  await searchBar(page).getByLabel('条码').fill('LA-A-01');
  await search(page);
  await expect(row(page, WAREHOUSE)).toHaveCount(1);
  await searchBar(page).getByTestId('adjust-filter-location').click();
  await pickOption(page, STORE_A);
  await search(page);
  await expect(row(page, WAREHOUSE)).toHaveCount(0);
  await searchBar(page).getByTestId('adjust-filter-location').click();
  await pickOption(page, WAREHOUSE);
  await search(page);
  await expect(row(page, WAREHOUSE)).toHaveCount(1);

  // the detail names the location; confirming moves the warehouse's stock, not the store's
  await row(page, WAREHOUSE).getByRole('link').first().click();
  await expect(page.getByTestId('adjust-detail-location')).toHaveText(WAREHOUSE);
  await page
    .getByTestId('adjust-detail')
    .getByTestId(/^adjust-confirm-/)
    .click();
  await confirmPopover(page);
  await expect(page.getByTestId('adjust-status')).toHaveText('已审核');
  expect(await stockAt(api, 'LA-A-01', WAREHOUSE)).toBe(5);
  expect(await stockAt(api, 'LA-A-01', STORE_A)).toBe(0);
});

test('the main location is chosen on the retail settings screen and cleared back to automatic', async ({
  page,
}) => {
  const { api } = await server.api('admin');
  const warehouse = await locationId(api, WAREHOUSE);

  await signIn(page, 'admin');
  await openScreen(page, '/sale/setting', (p) => p.getByTestId('setting-main-location'));
  await expect(page.getByText('不属于任何门店或仓库的员工')).toBeVisible();
  await page.getByTestId('setting-main-location').click();
  await pickOption(page, WAREHOUSE);
  await page.getByRole('button', { name: '保存设置' }).click();
  await expectToast(page, '保存成功');
  expect(
    (await call<{ mainLocationId: number | null }>(api, 'GET', '/api/retailSetting/detail')).mainLocationId,
  ).toBe(warehouse);
  // the admin (outside any store or warehouse) now works at the warehouse
  expect((await call<Location[]>(api, 'GET', '/api/stockLocation/list')).find((l) => l.own)?.name).toBe(
    WAREHOUSE,
  );

  await page.reload();
  await expect(page.getByTestId('setting-main-location')).toContainText(WAREHOUSE);
  await page.getByTestId('setting-main-location').hover();
  await page.getByTestId('setting-main-location').locator('.ant-select-clear').click();
  await page.getByRole('button', { name: '保存设置' }).click();
  await expectToast(page, '保存成功');
  expect(
    (await call<{ mainLocationId: number | null }>(api, 'GET', '/api/retailSetting/detail')).mainLocationId,
  ).toBe(null);
});

test('the till names its location; the admin sells from the warehouse, the cashier sees its store', async ({
  page,
  browser,
}) => {
  const { api } = await server.api('admin');
  await createGoods(api, 'LT-A', 'LT-A-01', { cost: 4, retail: 10, member: 9 });
  // 3 at the admin's own location (store A), 4 at the warehouse
  await receiveStock(api, 'LT-A-01', 3);
  const warehouse = await locationId(api, WAREHOUSE);
  const id = await call<number>(api, 'POST', '/api/stockAdjust/add', {
    kind: 1,
    locationId: warehouse,
    lines: [{ barcode: 'LT-A-01', qty: 4 }],
  });
  await call(api, 'POST', '/api/stockAdjust/confirm', { id });

  await signIn(page, 'admin');
  await openScreen(page, '/sale/order', (p) => p.getByTestId('sale-new'));
  await page.getByTestId('sale-new').click();
  const select = page.getByTestId('till-location-select');
  await expect(select).toContainText(STORE_A);
  const scan = page.getByTestId('sale-scan').locator('input');
  await expect(scan).toBeFocused();
  await select.click();
  await pickOption(page, WAREHOUSE);
  await expect(select).toContainText(WAREHOUSE);
  await expect(page.getByTestId('till-location-hint')).toBeVisible();
  // the choice made, the scan box has the keyboard again
  await expect(scan).toBeFocused();
  await scan.fill('LT-A-01');
  await scan.press('Enter');
  await expect(page.getByTestId('sale-due')).toHaveText('10.00');
  await page.getByTestId('sale-pay-all-1').click();
  await page.getByTestId('sale-submit').click();
  await expect(page.getByTestId('sale-done')).toContainText('10.00');
  expect(await stockAt(api, 'LT-A-01', WAREHOUSE)).toBe(3);
  expect(await stockAt(api, 'LT-A-01', STORE_A)).toBe(3);

  // a cashier may not choose: its store, by name
  const context = await browser.newContext({ baseURL: server.baseURL });
  const cashierPage = await context.newPage();
  await signIn(cashierPage, 'cashier');
  await openScreen(cashierPage, '/sale/order', (p) => p.getByTestId('sale-new'));
  await cashierPage.getByTestId('sale-new').click();
  await expect(cashierPage.getByTestId('till-location-name')).toHaveText(STORE_A);
  await expect(cashierPage.getByTestId('till-location-select')).toHaveCount(0);
  await context.close();
});
