import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Calls an API route and returns the envelope's result, failing the test on any other answer. */
export async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = method === 'GET' ? await api.get(url) : await api.post(url, { data: data ?? {} });
  const body = (await res.json()) as { code: number; result: T; message: unknown };
  expect(body.code, `${url}: ${JSON.stringify(body.message)}`).toBe(200);
  return body.result;
}

/** A goods item with one barcode of the given code; prices in yuan. */
export async function createGoods(
  api: APIRequestContext,
  code: string,
  barcode: string,
  prices: { cost: number; retail: number; member: number },
): Promise<{ goodsId: number; barcodeId: number }> {
  const goodsId = await call<number>(api, 'POST', '/api/goods/add', {
    code,
    name: `Goods ${code}`,
    costPrice: prices.cost,
    retailPrice: prices.retail,
    memberPrice: prices.member,
  });
  const barcodeId = await call<number>(api, 'POST', '/api/goodsBarcode/add', { goodsId, barcode });
  return { goodsId, barcodeId };
}

/** Receives `qty` of a barcode through a confirmed receive document; returns its id. */
export async function receiveStock(api: APIRequestContext, barcode: string, qty: number): Promise<number> {
  const id = await call<number>(api, 'POST', '/api/stockAdjust/add', { kind: 1, lines: [{ barcode, qty }] });
  await call(api, 'POST', '/api/stockAdjust/confirm', { id });
  return id;
}

/** The stock counter of a barcode (the barcode stock page, filtered by the code). */
export async function stockOf(api: APIRequestContext, barcode: string): Promise<number> {
  const page = await call<{ items: Array<{ barcode: string; qty: number }> }>(
    api,
    'POST',
    '/api/barcodeStock/page',
    { keyword: barcode },
  );
  const row = page.items.find((item) => item.barcode === barcode);
  expect(row, `stock row of ${barcode}`).toBeTruthy();
  return row?.qty as number;
}

export interface StockLogRow {
  kind: number;
  delta: number;
  qtyBefore: number;
  qtyAfter: number;
  sourceNo: string | null;
}

/** The stock log of a barcode, oldest first. */
export async function stockLogOf(api: APIRequestContext, barcode: string): Promise<StockLogRow[]> {
  const page = await call<{ items: StockLogRow[] }>(api, 'POST', '/api/barcodeStockLog/page', {
    barcode,
    field: 'createTime',
    order: 'ascending',
  });
  return page.items;
}

/**
 * Opens a screen by URL and waits until `ready` (a locator of the screen) shows: the first visit loads the
 * shell and the screen's chunk, which a busy machine paints slowly.
 */
export async function openScreen(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 60_000 });
}
