import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { pickOption } from '../support/antd.ts';
import { ShellServer, signInOnPage } from '../support/shellServer.ts';
import {
  apiCall,
  expect,
  expectChartDrawn,
  expectXlsxDownload,
  seedSales,
  type SeededSales,
  yuan,
} from '../support/reportData.ts';

const server = new ShellServer();
test.use({ baseURL: server.baseURL, acceptDownloads: true });

let api: APIRequestContext;
let seeded: SeededSales;
let today: string;
let monthRange: { startDate: string; endDate: string };

test.beforeAll(async () => {
  await server.start();
  ({ api } = await server.api());
  seeded = await seedSales(api, String(Date.now()).slice(-6));
  ({ date: today } = await apiCall<{ date: string }>(api, 'GET', '/api/statistics/businessDate'));
  monthRange = { startDate: `${today.slice(0, 7)}-01`, endDate: today };
});
test.afterAll(async () => {
  await api?.dispose();
  await server.stop();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?/);
  await signInOnPage(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The cell texts of the table row that contains `text`. */
const rowCells = (page: Page, table: string, text: string) =>
  page.locator(`${table} .ant-table-tbody tr.ant-table-row`, { hasText: text }).first().locator('td');

test.describe('report screens show the API figures, draw charts and export', () => {
  test.describe.configure({ timeout: 180_000 });
  test('sale summary: totals, the day in the series, payments and export', async ({ page }) => {
    const summary = await apiCall<{
      totals: { orders: number; netSales: number };
      series: Array<{
        period: string;
        orders: number;
        grossSales: number;
        refunds: number;
        netSales: number;
        items: number;
      }>;
      byPayment: Array<{ method: number; amount: number }>;
    }>(api, 'POST', '/api/statistics/saleSummary', { ...monthRange, groupBy: 'day' });
    const day = summary.series.find((s) => s.period === today);
    expect(day?.orders).toBeGreaterThanOrEqual(3);
    expect(day?.refunds).toBeGreaterThan(0);

    await open(page, '/report/sale');
    await expect(rowCells(page, '.report-series', today)).toHaveText([
      today,
      String(day?.orders),
      yuan(day?.grossSales ?? 0),
      yuan(day?.refunds ?? 0),
      yuan(day?.netSales ?? 0),
      String(day?.items),
    ]);
    const payments = page.locator('.report-payments .ant-table-tbody tr.ant-table-row');
    await expect(payments).toHaveCount(summary.byPayment.length);
    for (const [index, payment] of summary.byPayment.entries()) {
      await expect(payments.nth(index).locator('td').nth(1)).toHaveText(yuan(payment.amount));
    }
    await expect(page.locator('.report-staff .ant-table-tbody tr.ant-table-row')).not.toHaveCount(0);
    await expectChartDrawn(page, 0);
    await expectChartDrawn(page, 1);
    await expectXlsxDownload(page, 'sale-summary.xlsx');
  });

  test('product statistics: rows as the API pages them, sorted on the server, and export', async ({
    page,
  }) => {
    await open(page, '/report/product');
    const sorted = await apiCall<{
      items: Array<{ goodsCode: string; qty: number; netAmount: number; grossProfit: number }>;
    }>(api, 'POST', '/api/statistics/product', {
      ...monthRange,
      page: 1,
      pageSize: 20,
      field: 'qty',
      order: 'descending',
    });
    const tea = await apiCall<{
      items: Array<{ goodsCode: string; netAmount: number; grossProfit: number }>;
    }>(api, 'POST', '/api/statistics/product', {
      ...monthRange,
      page: 1,
      pageSize: 20,
      keyword: seeded.codes[0],
    });
    const teaRow = tea.items[0];
    expect(teaRow?.goodsCode).toBe(seeded.codes[0]);
    const cells = rowCells(page, '.list-page', seeded.codes[0]);
    await expect(cells.nth(8)).toHaveText(yuan(teaRow?.netAmount ?? 0));
    await expect(cells.nth(10)).toHaveText(yuan(teaRow?.grossProfit ?? 0));
    await expectChartDrawn(page);

    // sort by sold quantity, descending: the server's order
    const qtyHeader = page.locator('.ant-table-thead th', { hasText: /销售数量|Sold qty/ });
    await qtyHeader.click();
    await qtyHeader.click();
    const codes = page.locator('.list-page .ant-table-tbody tr.ant-table-row td:first-child');
    await expect(codes).toHaveText(sorted.items.map((item) => item.goodsCode));

    await page.getByRole('textbox', { name: /商品|Goods/ }).fill(seeded.codes[1]);
    await page.getByRole('button', { name: /查\s*询|Search/ }).click();
    await expect(codes).toHaveText([seeded.codes[1]]);
    await expectXlsxDownload(page, 'products.xlsx');
  });

  test('category statistics: rows and totals as the API gives them, a pie and export', async ({ page }) => {
    const rows = await apiCall<Array<{ categoryName: string | null; netAmount: number; qty: number }>>(
      api,
      'POST',
      '/api/statistics/category',
      monthRange,
    );
    await open(page, '/report/category');
    const body = page.locator('.report-categories .ant-table-tbody tr.ant-table-row');
    await expect(body).toHaveCount(rows.length);
    for (const [index, row] of rows.entries()) {
      await expect(body.nth(index).locator('td').nth(1)).toHaveText(String(row.qty));
      await expect(body.nth(index).locator('td').nth(6)).toHaveText(yuan(row.netAmount));
    }
    const total = rows.reduce((sum, row) => sum + Math.round(row.netAmount * 100), 0) / 100;
    await expect(page.locator('.report-categories .ant-table-summary td').nth(6)).toHaveText(yuan(total));
    await expectChartDrawn(page);
    await expectXlsxDownload(page, 'categories.xlsx');
  });

  test('goods and member rankings: numbered rows in the API order, charts and exports', async ({ page }) => {
    const goods = await apiCall<Array<{ goodsCode: string; netAmount: number }>>(
      api,
      'POST',
      '/api/statistics/goodsRank',
      {
        ...monthRange,
        top: 10,
        by: 'amount',
      },
    );
    await open(page, '/report/goodsRank');
    const rows = page.locator('.report-rank .ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(goods.length);
    for (const [index, item] of goods.entries()) {
      await expect(rows.nth(index).locator('td').nth(0)).toHaveText(String(index + 1));
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(item.goodsCode);
      await expect(rows.nth(index).locator('td').nth(9)).toHaveText(yuan(item.netAmount));
    }
    await expectChartDrawn(page);
    await expectXlsxDownload(page, 'goods-ranking.xlsx');

    const vips = await apiCall<Array<{ cardNo: string; netAmount: number }>>(
      api,
      'POST',
      '/api/statistics/vipRank',
      { ...monthRange, top: 10, by: 'amount' },
    );
    expect(vips.map((v) => v.cardNo)).toContain(seeded.cardNo);
    await page.goto('/report/vipRank');
    await expect(rows).toHaveCount(vips.length);
    for (const [index, vip] of vips.entries()) {
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(vip.cardNo);
      await expect(rows.nth(index).locator('td').nth(6)).toHaveText(yuan(vip.netAmount));
    }
    await expectChartDrawn(page);
    await expectXlsxDownload(page, 'member-ranking.xlsx');
  });

  test('home dashboard: today against yesterday, charts, low stock and notices', async ({ page }) => {
    const overview = await apiCall<{
      today: { netSales: number; orders: number };
      yesterday: { orders: number };
    }>(api, 'GET', '/api/statistics/overview');
    const low = await apiCall<{ total: number }>(api, 'POST', '/api/barcodeStock/page', {
      page: 1,
      pageSize: 1,
      lowStock: true,
    });
    expect(low.total).toBeGreaterThan(0);
    const title = `Report notice ${Date.now()}`;
    const noticeId = await apiCall<number>(api, 'POST', '/api/sysNotice/add', {
      title,
      content: '<p>Stocktake on Friday</p>',
      type: 1,
    });
    await apiCall(api, 'POST', '/api/sysNotice/public', { id: noticeId });
    const received = await apiCall<{ items: Array<{ sysNotice: { title: string } }> }>(
      api,
      'GET',
      '/api/sysNotice/pageReceived?page=1&pageSize=5',
    );
    expect(received.items.map((item) => item.sysNotice.title)).toContain(title);
    await open(page, '/dashboard/home');
    await expect(page.locator('[data-figure="orders"] .ant-statistic-content')).toHaveText(
      String(overview.today.orders),
    );
    await expect(page.locator('[data-figure="netSales"] .ant-statistic-content')).toHaveText(
      overview.today.netSales.toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    await expect(page.locator('.dashboard-low-stock')).toContainText(String(low.total));
    await expect(page.locator('.dashboard-low-stock')).toContainText(seeded.barcodes[1]);
    await expect(page.locator('.dashboard-notices')).toContainText(title);
    await expectChartDrawn(page, 0);
    await expectChartDrawn(page, 1);
  });

  test('the chart page and both chart demos draw real data', async ({ page }) => {
    await open(page, '/report/chart');
    await expect(page.locator('.chart canvas')).toHaveCount(5);
    for (let i = 0; i < 5; i++) await expectChartDrawn(page, i);
    await page.goto('/demo/visualizing1');
    await expect(page.locator('.chart canvas')).toHaveCount(6);
    await expectChartDrawn(page, 0);
    await page.goto('/visualizingDemo2');
    await expect(page.locator('.chart canvas')).toHaveCount(4);
    await expectChartDrawn(page, 3);
  });

  test('the location select narrows a report, its export and the home dashboard', async ({ page }) => {
    // a sale at another store than the administrator's own (store A): one tea sold at store B
    const locations = await apiCall<Array<{ id: number; name: string; own: boolean; type: string | null }>>(
      api,
      'GET',
      '/api/stockLocation/list',
    );
    const storeB = locations.find((l) => !l.own && l.type === '201');
    expect(storeB).toBeDefined();
    const { id: locationId, name } = storeB!;
    const receipt = await apiCall<number>(api, 'POST', '/api/stockAdjust/add', {
      kind: 1,
      locationId,
      lines: [{ barcode: seeded.barcodes[0], qty: 10 }],
    });
    await apiCall(api, 'POST', '/api/stockAdjust/confirm', { id: receipt });
    await apiCall(api, 'POST', '/api/saleOrder/add', {
      clientKey: `report-location-${Date.now()}`,
      locationId,
      lines: [{ barcode: seeded.barcodes[0], qty: 1 }],
      payments: [{ method: 1, amount: 12.5 }],
    });
    type Day = { period: string; orders: number; grossSales: number; netSales: number };
    const summaryAt = async (at?: number) =>
      (
        await apiCall<{ series: Day[] }>(api, 'POST', '/api/statistics/saleSummary', {
          ...monthRange,
          groupBy: 'day',
          ...(at ? { locationId: at } : {}),
        })
      ).series.find((d) => d.period === today);
    const [all, atB] = await Promise.all([summaryAt(), summaryAt(locationId)]);
    expect(atB).toMatchObject({ orders: 1, grossSales: 12.5 });
    expect(all?.orders).toBeGreaterThan(1);

    await open(page, '/report/sale');
    const orders = rowCells(page, '.report-series', today).nth(1);
    await expect(orders).toHaveText(String(all?.orders));
    await page
      .locator('.report-filter .ant-form-item', { hasText: /库存地点|Location/ })
      .locator('.ant-select')
      .click();
    await pickOption(page, name);
    await page.getByRole('button', { name: /查\s*询|Search/ }).click();
    await expect(orders).toHaveText('1');
    await expect(rowCells(page, '.report-series', today).nth(2)).toHaveText(yuan(12.5));
    // the export asks for the same location
    const exported = page.waitForRequest((r) => r.url().endsWith('/api/statistics/saleSummaryExport'));
    await expectXlsxDownload(page, 'sale-summary.xlsx');
    expect((await exported).postDataJSON()).toMatchObject({ locationId });

    const overviewAt = async (at?: number) =>
      (
        await apiCall<{ today: { orders: number } }>(
          api,
          'GET',
          `/api/statistics/overview${at ? `?locationId=${at}` : ''}`,
        )
      ).today.orders;
    const [dayAll, dayB] = await Promise.all([overviewAt(), overviewAt(locationId)]);
    expect(dayB).toBe(1);
    await page.goto('/dashboard/home');
    const figure = page.locator('[data-figure="orders"] .ant-statistic-content');
    await expect(figure).toHaveText(String(dayAll));
    await page.locator('.dashboard-location .ant-select').click();
    await pickOption(page, name);
    await expect(figure).toHaveText(String(dayB));
    await expectChartDrawn(page, 0);
    // cleared: every location again
    await page.locator('.dashboard-location .ant-select').hover();
    await page.locator('.dashboard-location .ant-select-clear').click();
    await expect(figure).toHaveText(String(dayAll));
  });
});
