import { type APIRequestContext, type Page, expect as baseExpect } from '@playwright/test';
import { signInOnPage } from './shellServer.ts';

/**
 * Set-up for the retail catalog specs (their server: useShellServer): API calls that create master data
 * directly, and sign-in through the real login page.
 */

/**
 * The e2e machine is shared by several builds and browsers at once: screens get a longer wait than the
 * default 5 s before an assertion fails (the assertions themselves are unchanged).
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Calls the API and returns `result`, failing the test on any other envelope code. */
export async function call<T>(api: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const res = data === undefined ? await api.get(url) : await api.post(url, { data });
  const body = (await res.json()) as { code: number; message: unknown; result: T };
  expect(body.code, `${url}: ${JSON.stringify(body.message)}`).toBe(200);
  return body.result;
}

/** Opens `path` signed in as the tenant admin (through the login page the first time). */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order/);
  await page.goto(path);
  await expect(page.getByTestId('active-screen')).toBeVisible();
}

/** A unique suffix so specs sharing one database never collide. */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface GoodsSeed {
  id: number;
  code: string;
  name: string;
}

export async function createGoods(
  api: APIRequestContext,
  input: { code: string; name: string; retailPrice: number; minStock?: number },
): Promise<GoodsSeed> {
  const id = await call<number>(api, '/api/goods/add', input);
  return { id, code: input.code, name: input.name };
}

/** Adds a barcode with a generated EAN-13 and returns its code. */
export async function addBarcode(api: APIRequestContext, goodsId: number, color: string): Promise<string> {
  const id = await call<number>(api, '/api/goodsBarcode/add', { goodsId, color });
  const list = await call<Array<{ id: number; barcode: string }>>(
    api,
    `/api/goodsBarcode/list?goodsId=${goodsId}`,
  );
  const row = list.find((b) => b.id === id);
  expect(row).toBeDefined();
  return (row as { barcode: string }).barcode;
}

/** Receives stock through a confirmed stock adjustment (kind 1); returns the document id. */
export async function receive(
  api: APIRequestContext,
  lines: Array<{ barcode: string; qty: number }>,
): Promise<number> {
  const id = await call<number>(api, '/api/stockAdjust/add', { kind: 1, lines });
  await call(api, '/api/stockAdjust/confirm', { id });
  return id;
}
