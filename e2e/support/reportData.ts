import { type APIRequestContext, type Page, expect as baseExpect } from '@playwright/test';

/** Two cores are shared by many runs: screens with charts can take long to settle, so waits are generous. */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Calls the API and returns the envelope's result, failing the test on any other code. */
export async function apiCall<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
) {
  const res = method === 'GET' ? await api.get(url) : await api.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; message: unknown; result: T };
  expect(body.code, `${url}: ${JSON.stringify(body.message)}`).toBe(200);
  return body.result;
}

export interface SeededSales {
  codes: [string, string];
  barcodes: [string, string];
  /** the member who bought in sale two */
  cardNo: string;
}

/**
 * Two goods with stock received through a stock adjustment, a member, three sales today (cash, card to the
 * member, mobile pay) and one partial refund, all through the real API: the report screens have something to show.
 */
export async function seedSales(api: APIRequestContext, tag: string): Promise<SeededSales> {
  const codes: [string, string] = [`RPT${tag}A`, `RPT${tag}B`];
  const barcodes: [string, string] = [`69${tag}0001`, `69${tag}0002`];
  const goods = [
    { code: codes[0], name: `Report tea ${tag}`, retailPrice: 12.5, costPrice: 5, minStock: 0 },
    { code: codes[1], name: `Report cup ${tag}`, retailPrice: 3.2, costPrice: 1.1, minStock: 500 },
  ];
  for (const [index, item] of goods.entries()) {
    const goodsId = await apiCall<number>(api, 'POST', '/api/goods/add', item);
    await apiCall(api, 'POST', '/api/goodsBarcode/add', { goodsId, barcode: barcodes[index] });
  }
  const receipt = await apiCall<number>(api, 'POST', '/api/stockAdjust/add', {
    kind: 1,
    lines: barcodes.map((barcode) => ({ barcode, qty: 100 })),
  });
  await apiCall(api, 'POST', '/api/stockAdjust/confirm', { id: receipt });
  const cardNo = `VIP${tag}`;
  const vipId = await apiCall<number>(api, 'POST', '/api/vip/add', { cardNo, name: `Member ${tag}` });
  const sell = (
    key: string,
    lines: Array<{ barcode: string; qty: number }>,
    method: number,
    amount: number,
    member?: number,
  ) =>
    apiCall<{ id: number; lines: Array<{ id: number }> }>(api, 'POST', '/api/saleOrder/add', {
      clientKey: `report-${tag}-${key}`,
      ...(member ? { vipId: member } : {}),
      lines,
      payments: [{ method, amount }],
    });
  const first = await sell(
    'one',
    [
      { barcode: barcodes[0], qty: 2 },
      { barcode: barcodes[1], qty: 3 },
    ],
    1,
    34.6,
  );
  await sell('two', [{ barcode: barcodes[0], qty: 4 }], 2, 50, vipId);
  await sell('three', [{ barcode: barcodes[1], qty: 1 }], 3, 3.2);
  await apiCall(api, 'POST', '/api/saleOrder/refund', {
    id: first.id,
    lines: [{ lineId: first.lines[1]?.id, qty: 1 }],
  });
  return { codes, barcodes, cardNo };
}

interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
}

/** A chart has drawn: its canvas has a size and some painted pixels. */
export async function expectChartDrawn(page: Page, index = 0): Promise<void> {
  const canvas = page.locator('.chart canvas').nth(index);
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const c = element as unknown as CanvasLike;
        if (!c.width || !c.height) return 0;
        const data: ArrayLike<number> = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(500);
}

/** The export button downloads an .xlsx: a ZIP holding a workbook and a sheet. */
export async function expectXlsxDownload(page: Page, expectedName: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出|Export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(expectedName);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const file = readFileSync(path);
  expect(file.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(file.includes('xl/workbook.xml')).toBe(true);
  expect(file.includes('xl/worksheets/sheet1.xml')).toBe(true);
  return file;
}

/** Money as the screens print it: two decimals, no grouping. */
export const yuan = (value: number) => value.toFixed(2);
