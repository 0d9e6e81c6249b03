import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import {
  cjk,
  confirmPopover,
  dialog,
  expectToast,
  pickOption,
  row,
  search,
  searchBar,
  submitDialog,
} from '../support/antd.ts';
import { call, createGoods, openScreen, receiveStock, stockLogOf } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

// two accounts and several screens on a loaded machine
const server = useShellServer(300_000);

const BARCODE = 'TR-A-01';
const WAREHOUSE = '中心仓库';
const STORE_A = '门店A';

/** The quantity the stock screen shows for the barcode at a location (its "库存数量" cell). */
async function stockCell(page: Page, location: string): Promise<Locator> {
  const headers = await page.locator('.ant-table-thead:visible th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === '库存数量');
  expect(index, 'the quantity column').toBeGreaterThan(-1);
  return row(page, location).locator('td').nth(index);
}

/** Opens the stock screen filtered by the barcode and checks the quantity at a location. */
async function expectStockScreen(page: Page, location: string, qty: number): Promise<void> {
  await openScreen(page, '/stock/barcode', (p) => searchBar(p));
  await searchBar(page).getByPlaceholder('条码/商品编码/名称').fill(BARCODE);
  await search(page);
  await expect(row(page, location)).toBeVisible();
  await expect(await stockCell(page, location)).toHaveText(String(qty));
}

/** The quantity of the barcode at a location, through the API. */
async function stockAt(api: APIRequestContext, location: string): Promise<number> {
  const page = await call<{ items: Array<{ barcode: string; locationName: string; qty: number }> }>(
    api,
    'POST',
    '/api/barcodeStock/page',
    { keyword: BARCODE },
  );
  return page.items.find((item) => item.locationName === location)?.qty ?? 0;
}

test('the keeper ships a transfer to store A; its manager receives part, then the rest; the stock screens follow', async ({
  page,
  browser,
}) => {
  const { api: keeperApi } = await server.api('keeper');
  await createGoods(keeperApi, 'TR-A', BARCODE, { cost: 4, retail: 9, member: 8 });
  // into the keeper's own location, the warehouse
  await receiveStock(keeperApi, BARCODE, 10);
  expect(await stockAt(keeperApi, WAREHOUSE)).toBe(10);

  // the keeper: a new transfer from the warehouse (its own location, preset) to store A
  await page.goto('/login');
  await signInOnPage(page, 'keeper');
  await expect(page).not.toHaveURL(/\/login/);
  await openScreen(page, '/stock/transfer', (p) => p.getByTestId('transfer-new'));
  await page.getByTestId('transfer-new').click();
  await expect(dialog(page)).toContainText('新建调拨单');
  await expect(dialog(page).getByTestId('transfer-from')).toContainText(WAREHOUSE);
  // saving without a destination and lines is refused, naming the fields
  await submitDialog(page);
  await expect(dialog(page)).toContainText('请选择调入地点');
  await expect(dialog(page)).toContainText('请至少添加一行明细');
  await dialog(page).getByTestId('transfer-to').click();
  await pickOption(page, STORE_A);
  const scan = dialog(page).getByTestId('adjust-scan').locator('input');
  await scan.fill(BARCODE);
  await scan.press('Enter');
  await dialog(page).getByTestId(`adjust-line-qty-${BARCODE}`).fill('5');
  await submitDialog(page);
  await expect(dialog(page)).toHaveCount(0);

  const ship = page.locator('[data-testid^="transfer-ship-DB"]').first();
  await expect(ship).toBeVisible();
  const no = ((await ship.getAttribute('data-testid')) ?? '').replace('transfer-ship-', '');
  await expect(page.getByTestId(`transfer-status-${no}`)).toHaveText('草稿');
  await ship.click();
  await confirmPopover(page);
  await expectToast(page, '已发货');
  await expect(page.getByTestId(`transfer-status-${no}`)).toHaveText('已发货');
  await expect(page.getByTestId(`transfer-transit-${no}`)).toHaveText('5');
  await expectStockScreen(page, WAREHOUSE, 5);

  // store A's manager, in a browser of its own
  const context = await browser.newContext({ baseURL: server.baseURL });
  const store = await context.newPage();
  await store.goto('/login');
  await signInOnPage(store, 'manager');
  await expect(store).not.toHaveURL(/\/login/);
  await openScreen(store, '/stock/transfer', (p) => p.getByTestId(`transfer-open-${no}`));
  // what is on its way to the store
  await store.getByTestId('transfer-tab-transit').click();
  await expect(store.getByTestId(`transit-qty-${BARCODE}`)).toHaveText('5');
  await store.getByRole('tab', { name: '调拨单' }).click();
  await store.getByTestId(`transfer-open-${no}`).click();
  await expect(store.getByTestId('transfer-status')).toHaveText('已发货');
  await expect(store.getByTestId('transfer-lines')).toContainText(BARCODE);

  // a first receipt of 2
  await store.getByTestId('transfer-receive').click();
  await expect(dialog(store)).toContainText(`调拨单 ${no} 收货`);
  await dialog(store).getByTestId(`receive-qty-${BARCODE}`).fill('2');
  await expect(dialog(store).getByTestId('receive-total')).toContainText('本次收货 2 件');
  await dialog(store).getByTestId('receive-submit').click();
  await expect(dialog(store)).toContainText('确认本次收货 2 件');
  await dialog(store)
    .getByRole('button', { name: cjk('确定') })
    .click();
  await expectToast(store, '收货成功');
  await expect(store.getByTestId('transfer-status')).toHaveText('部分收货');
  await expect(store.getByTestId('transfer-received')).toHaveText('2');
  await expect(store.getByTestId('transfer-in-transit')).toHaveText('3');
  await expect(store.getByTestId(`line-transit-${BARCODE}`)).toHaveText('3');
  const detailUrl = store.url();
  await expectStockScreen(store, STORE_A, 2);

  // the rest
  await openScreen(store, new URL(detailUrl).pathname, (p) => p.getByTestId('transfer-receive'));
  await store.getByTestId('transfer-receive').click();
  await dialog(store).getByTestId('receive-all').click();
  await expect(dialog(store).getByTestId(`receive-qty-${BARCODE}`)).toHaveValue('3');
  await dialog(store).getByTestId('receive-submit').click();
  await dialog(store)
    .getByRole('button', { name: cjk('确定') })
    .click();
  await expectToast(store, '收货成功');
  await expect(store.getByTestId('transfer-status')).toHaveText('已收货');
  await expect(store.getByTestId('transfer-in-transit')).toHaveText('0');
  await expect(store.getByTestId('transfer-receive')).toHaveCount(0);
  await expectStockScreen(store, STORE_A, 5);
  await context.close();

  // the keeper's screens: the warehouse kept 5, nothing is in transit any more
  await expectStockScreen(page, WAREHOUSE, 5);
  const { api: adminApi } = await server.api('admin');
  expect(await stockAt(adminApi, STORE_A)).toBe(5);
  expect(await stockAt(adminApi, WAREHOUSE)).toBe(5);
  const transit = await call<{ total: number }>(adminApi, 'POST', '/api/stockTransfer/inTransit', {
    keyword: BARCODE,
  });
  expect(transit.total).toBe(0);
  const log = (await stockLogOf(adminApi, BARCODE)).filter((entry) => entry.sourceNo === no);
  expect(log.map((entry) => [entry.kind, entry.delta])).toEqual([
    [8, -5],
    [9, 2],
    [9, 3],
  ]);
});
