import { test } from '../support/test.ts';
import { addBarcode, call, createGoods, expect, openSignedIn, receive, unique } from '../support/catalog.ts';
import { useShellServer } from '../support/shellServer.ts';
import { searchBar } from '../support/antd.ts';

const server = useShellServer(180_000);

test.describe('retail catalog: stock, stock log and settings', () => {
  test('the low-stock filter keeps only barcodes at or below the goods minimum', async ({ page }) => {
    const { api } = await server.api('admin');
    const tag = unique();
    const goods = await createGoods(api, {
      code: `S${tag}`,
      name: `Stock ${tag}`,
      retailPrice: 5,
      minStock: 5,
    });
    const low = await addBarcode(api, goods.id, 'Low');
    const plenty = await addBarcode(api, goods.id, 'Plenty');
    await receive(api, [
      { barcode: low, qty: 2 },
      { barcode: plenty, qty: 10 },
    ]);

    await openSignedIn(page, '/stock/barcode');
    await page.getByPlaceholder('条码/商品编码/名称').fill(goods.code);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByRole('row', { name: new RegExp(low) })).toContainText('低库存');
    await expect(page.getByRole('row', { name: new RegExp(plenty) })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(plenty) })).not.toContainText('低库存');

    await page.getByRole('checkbox', { name: '仅低库存' }).check();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByRole('row', { name: new RegExp(plenty) })).toHaveCount(0);
    const lowRow = page.getByRole('row', { name: new RegExp(low) });
    await expect(lowRow).toBeVisible();
    await expect(lowRow.getByRole('cell', { name: /^2\s*低库存$/ })).toBeVisible();

    // the row's log link opens the stock log of that barcode
    await lowRow.getByRole('link', { name: '流水' }).click();
    await expect(page).toHaveURL(new RegExp(`/stock/log\\?barcode=${low}`));
    const entry = page.getByRole('row', { name: new RegExp(low) });
    await expect(entry).toContainText('入库');
    await expect(entry).toContainText('+2');
  });

  test('the stock log filters by barcode, kind and date and links the source document', async ({ page }) => {
    const { api } = await server.api('admin');
    const tag = unique();
    const goods = await createGoods(api, { code: `LG${tag}`, name: `Log ${tag}`, retailPrice: 3 });
    const barcode = await addBarcode(api, goods.id, 'Only');
    const receiveId = await receive(api, [{ barcode, qty: 7 }]);
    const issueId = await call<number>(api, '/api/stockAdjust/add', {
      kind: 2,
      lines: [{ barcode, qty: 3 }],
    });
    await call(api, '/api/stockAdjust/confirm', { id: issueId });

    await openSignedIn(page, '/stock/log');
    const filters = searchBar(page);
    await filters.getByLabel('条码').fill(barcode);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const rows = page.getByRole('row', { name: new RegExp(barcode) });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: '出库' })).toContainText('-3');

    await filters.getByRole('combobox', { name: '类型' }).click();
    // antd keeps its role=option nodes for screen readers only; the visible item carries the title
    await page.locator('.ant-select-item-option[title="入库"]').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('+7');

    // a date range that ended yesterday has none of today's entries
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    const start = filters.getByPlaceholder('开始日期');
    await start.click();
    await start.fill(day);
    await start.press('Enter');
    const end = filters.getByPlaceholder('结束日期');
    await end.fill(day);
    await end.press('Enter');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    // one empty state on the screen (kept-alive screens hide theirs)
    const empty = page.locator('.ant-table-placeholder:visible');
    await expect(empty).toHaveCount(1);
    await expect(empty).toContainText('暂无数据');
    await page.getByRole('button', { name: /重\s*置/ }).click();

    await filters.getByLabel('条码').fill(barcode);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows).toHaveCount(2);
    const receiveRow = rows.filter({ hasText: '入库' });
    await receiveRow.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/stock/adjust/detail/${receiveId}$`));
  });

  test('retail settings are saved and read back', async ({ page }) => {
    const { api } = await server.api('admin');
    const header = `Shop ${unique()}\nNo. 1 Market Street`;
    await openSignedIn(page, '/sale/setting');
    const negative = page.getByRole('switch', { name: '允许负库存' });
    await expect(negative).not.toBeChecked();
    await negative.click();
    await page.getByLabel('小票抬头').fill(header);
    await page.getByLabel('小票页脚').fill('Thank you');
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const saved = await call<{
      allowNegativeStock: boolean;
      receiptHeader: string;
      receiptFooter: string;
      requireShift: boolean;
    }>(api, '/api/retailSetting/detail');
    expect(saved).toMatchObject({
      allowNegativeStock: true,
      receiptHeader: header,
      receiptFooter: 'Thank you',
      requireShift: false,
    });

    await page.reload();
    await expect(page.getByRole('switch', { name: '允许负库存' })).toBeChecked();
    await expect(page.getByLabel('小票抬头')).toHaveValue(header);
  });
});
