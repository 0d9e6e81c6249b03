import { expect, test } from '../support/test.ts';
import { confirmPopover, dialog, pickOption, row, search, searchBar, submitDialog } from '../support/antd.ts';
import { call, openScreen } from '../support/retailApi.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

// a loaded machine renders the admin screens slowly; this flow crosses four screens
const server = useShellServer(300_000);

const WAREHOUSE = '中心仓库';

interface Order {
  id: number;
  no: string;
  status: number;
  locationName: string | null;
  lines: Array<{ barcode: string; qty: number; qtyReceived: number; unitCost: number }>;
}

test('the keeper orders two barcodes for the warehouse, approves, receives in two parts and reorders from a suggestion', async ({
  page,
}) => {
  const { api: admin } = await server.api('admin');
  const { api: keeper } = await server.api('keeper');
  const supplierId = await call<number>(admin, 'POST', '/api/goodsSupplier/add', { name: 'E2E 供应商' });
  for (const code of ['PO-A', 'PO-B']) {
    const goodsId = await call<number>(admin, 'POST', '/api/goods/add', {
      code,
      name: `Goods ${code}`,
      supplierId,
      costPrice: 1,
      retailPrice: 9,
    });
    await call(admin, 'POST', '/api/goodsBarcode/add', { goodsId, barcode: `${code}-01` });
  }

  await page.goto('/login');
  await signInOnPage(page, 'keeper');
  await expect(page).not.toHaveURL(/\/login$/);
  await openScreen(page, '/purchase/order', (p) => p.getByTestId('po-new'));

  // a draft for both barcodes at the keeper's own location, the warehouse
  await page.getByTestId('po-new').click();
  await expect(dialog(page)).toContainText('新建采购单');
  await dialog(page).getByTestId('po-supplier').click();
  await pickOption(page, 'E2E 供应商');
  const scan = dialog(page).getByTestId('po-scan').locator('input');
  for (const code of ['PO-A-01', 'PO-B-01']) {
    await scan.fill(code);
    await scan.press('Enter');
    await expect(dialog(page).getByTestId(`po-line-qty-${code}`)).toBeVisible();
  }
  await dialog(page).getByTestId('po-line-qty-PO-A-01').fill('10');
  await dialog(page).getByTestId('po-line-cost-PO-A-01').fill('5');
  await dialog(page).getByTestId('po-line-qty-PO-B-01').fill('6');
  await dialog(page).getByTestId('po-line-cost-PO-B-01').fill('2.5');
  await submitDialog(page);
  await expect(dialog(page)).toHaveCount(0);

  const page1 = await call<{ items: Array<{ id: number; no: string }> }>(
    keeper,
    'POST',
    '/api/purchaseOrder/page',
    {
      barcode: 'PO-A-01',
    },
  );
  expect(page1.items).toHaveLength(1);
  const { id, no } = page1.items[0] as { id: number; no: string };
  await expect(row(page, no)).toContainText(WAREHOUSE);

  await page.getByTestId(`po-approve-${no}`).click();
  await confirmPopover(page);
  await expect(page.getByTestId(`po-approve-${no}`)).toHaveCount(0);
  await expect(row(page, no)).toContainText('已审核');

  // the detail: receive 4 of A now, the rest of both later
  await page.getByTestId(`po-open-${no}`).click();
  await expect(page).toHaveURL(new RegExp(`/purchase/order/detail/${id}$`));
  await expect(page.getByTestId('po-status')).toHaveText('已审核');
  await page.getByTestId('po-receive').click();
  await expect(dialog(page)).toContainText(no);
  await dialog(page).getByTestId('po-receive-qty-PO-A-01').fill('4');
  await dialog(page).getByTestId('po-receive-qty-PO-B-01').fill('0');
  await submitDialog(page);
  await expect(page.getByTestId('po-status')).toHaveText('部分收货');
  await expect(page.getByTestId('po-received-qty')).toHaveText('4');
  await expect(page.getByTestId('po-receipts')).toContainText('SH');

  await page.getByTestId('po-receive').click();
  // the dialog starts from what is still to arrive
  await expect(dialog(page).getByTestId('po-receive-qty-PO-A-01')).toHaveValue('6');
  await expect(dialog(page).getByTestId('po-receive-qty-PO-B-01')).toHaveValue('6');
  await submitDialog(page);
  await expect(page.getByTestId('po-status')).toHaveText('已收货');
  await expect(page.getByTestId('po-received-qty')).toHaveText('16');
  await expect(page.getByTestId('po-receive')).toHaveCount(0);
  const order = await call<Order>(keeper, 'GET', `/api/purchaseOrder/detail?id=${id}`);
  expect(order.lines.map((l) => [l.barcode, l.qtyReceived, l.unitCost])).toEqual([
    ['PO-A-01', 10, 5],
    ['PO-B-01', 6, 2.5],
  ]);

  // the stock screen shows both at the warehouse
  await openScreen(page, '/stock/barcode', (p) => searchBar(p));
  for (const [code, qty] of [
    ['PO-A-01', '10'],
    ['PO-B-01', '6'],
  ] as const) {
    await searchBar(page).getByPlaceholder('条码/商品编码/名称').fill(code);
    await search(page);
    await expect(row(page, code)).toHaveCount(1);
    await expect(row(page, code)).toContainText(WAREHOUSE);
    await expect(
      row(page, code)
        .locator('td')
        .filter({ hasText: new RegExp(`^${qty}$`) }),
    ).not.toHaveCount(0);
  }

  // B falls to its minimum: 6 ≤ 10, so order 20 − 6 = 14; the reorder page makes the draft
  await call(keeper, 'POST', '/api/reorder/setLevels', { barcode: 'PO-B-01', minQty: 10, maxQty: 20 });
  await openScreen(page, '/purchase/reorder', (p) => p.getByTestId('reorder-create'));
  await expect(row(page, 'PO-B-01')).toBeVisible();
  await expect(row(page, 'PO-A-01')).toHaveCount(0);
  await expect(page.getByTestId('reorder-qty-PO-B-01')).toHaveValue('14');
  await row(page, 'PO-B-01').locator('input[type="checkbox"]').check();
  await page.getByTestId('reorder-create').click();
  await confirmPopover(page);
  await expect(page.locator('.ant-message-notice').last()).toContainText('CG');

  const drafts = await call<{ items: Array<{ id: number; no: string; status: number }> }>(
    keeper,
    'POST',
    '/api/purchaseOrder/page',
    { barcode: 'PO-B-01', status: 1 },
  );
  expect(drafts.items).toHaveLength(1);
  const draft = await call<Order>(keeper, 'GET', `/api/purchaseOrder/detail?id=${drafts.items[0]?.id}`);
  expect(draft.locationName).toBe(WAREHOUSE);
  // at the last purchase cost
  expect(draft.lines.map((l) => [l.barcode, l.qty, l.unitCost])).toEqual([['PO-B-01', 14, 2.5]]);
});
