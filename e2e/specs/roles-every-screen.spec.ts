import { type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test.ts';
import { withEan13CheckDigit } from '@retail/contracts';
import { call, createGoods } from '../support/retailApi.ts';
import { expect, signInOnPage, useShellServer } from '../support/shellServer.ts';

/**
 * Acceptance of the audit's role points: every seeded account signs in through the login page, lands on a real
 * screen, and opens every screen of its own menu (the tree the server gives it, mobile entries included) with no
 * error page, no refused API call and no page or console error. Screens without a file show "coming soon".
 */
const server = useShellServer(900_000);

const ACCOUNTS = ['superadmin', 'admin', 'manager', 'cashier', 'keeper'] as const;

/** Expected refusals (none so far): `${method} ${path}` → the reason. */
const EXPECTED_REFUSALS: Record<string, string> = {};

interface MenuNode {
  path: string;
  component: string | null;
  meta: { isLink: string; isIframe: boolean };
  children: MenuNode[];
}

const DIRECTORY_COMPONENTS = new Set(['Layout', 'MobileLayout', 'RouteView', '']);

/** The screens of a menu tree: every node with a path that is not a directory. */
function screensOf(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((node) => {
    const isDirectory = node.children.length > 0 && DIRECTORY_COMPONENTS.has(node.component?.trim() ?? '');
    const own = node.path && !isDirectory ? [node] : [];
    return [...own, ...screensOf(node.children)];
  });
}

const BARCODE = withEan13CheckDigit('299999900001');

/** Documents the account's own detail screens open: made by the account itself, so its data scope holds them. */
async function documentsOf(api: APIRequestContext, buttons: string[]): Promise<Record<string, string>> {
  const params: Record<string, string> = { '/demo/params/dynamic/:t/:id': '/demo/params/dynamic/tag/1' };
  if (buttons.includes('saleOrder:add')) {
    const order = await call<{ id: number }>(api, 'POST', '/api/saleOrder/add', {
      clientKey: `roles-${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      lines: [{ barcode: BARCODE, qty: 1 }],
      payments: [{ method: 1, amount: 10 }],
    });
    params['/sale/order/detail/:id'] = `/sale/order/detail/${order.id}`;
  }
  if (buttons.includes('stockAdjust:add')) {
    const id = await call<number>(api, 'POST', '/api/stockAdjust/add', {
      kind: 1,
      lines: [{ barcode: BARCODE, qty: 1 }],
    });
    params['/stock/adjust/detail/:id'] = `/stock/adjust/detail/${id}`;
  }
  if (buttons.includes('stockTransfer:add')) {
    const locations = await call<Array<{ id: number; own: boolean }>>(api, 'GET', '/api/stockLocation/list');
    const id = await call<number>(api, 'POST', '/api/stockTransfer/add', {
      toLocationId: locations.find((l) => !l.own)?.id,
      lines: [{ barcode: BARCODE, qty: 1 }],
    });
    params['/stock/transfer/detail/:id'] = `/stock/transfer/detail/${id}`;
  }
  if (buttons.includes('purchaseOrder:add')) {
    const [supplier] = await call<Array<{ id: number }>>(api, 'POST', '/api/goodsSupplier/list', {});
    const id = await call<number>(api, 'POST', '/api/purchaseOrder/add', {
      supplierId: supplier?.id,
      lines: [{ barcode: BARCODE, qty: 1 }],
    });
    params['/purchase/order/detail/:id'] = `/purchase/order/detail/${id}`;
  }
  if (buttons.includes('stocktake:add')) {
    // started and cancelled at once: the next account counts the same location
    const id = await call<number>(api, 'POST', '/api/stocktake/add', {});
    await call(api, 'POST', '/api/stocktake/cancel', { id });
    params['/stock/take/detail/:id'] = `/stock/take/detail/${id}`;
  }
  return params;
}

/** Collects what went wrong on the page: refused API calls, page errors and console errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('pageerror', (error) => problems.push(`${where()}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where()}: console error ${message.text()}`);
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${response.request().method()} ${url.pathname}`;
    if (EXPECTED_REFUSALS[key]) return;
    if (response.status() >= 400) {
      problems.push(`${where()}: ${key} answered HTTP ${response.status()}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const body = (await response.json().catch(() => null)) as { code?: number; message?: unknown } | null;
    if (body && body.code !== 200)
      problems.push(`${where()}: ${key} answered code ${body.code} ${JSON.stringify(body.message)}`);
  });
  return problems;
}

const ERROR_PAGES = '.ant-result-404, .ant-result-403, .ant-result-error, .route-error';

/** No error page of any kind: not found, no access, a failed screen or a failed shell. */
async function expectNoErrorPage(page: Page, path: string): Promise<void> {
  await expect.soft(page.locator(ERROR_PAGES), path).toHaveCount(0);
}

/** Waits until the screen at `path` has rendered and its calls have come back. */
async function waitForScreen(page: Page, path: string): Promise<void> {
  const ready = path.startsWith('/mobile')
    ? page.locator('.mobile-layout-body')
    : page.getByTestId('active-screen');
  await expect(ready.or(page.locator(ERROR_PAGES)).first(), path).toBeVisible({ timeout: 60_000 });
  await expect.soft(ready, path).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect.soft(page.locator('.ant-spin-spinning, .adm-spin-loading'), path).toHaveCount(0);
}

test.describe('every seeded role is a workable whole', () => {
  test.beforeAll(async () => {
    const { api } = await server.api('admin');
    await createGoods(api, 'ROLES-1', BARCODE, { cost: 5, retail: 10, member: 9 });
    // purchase orders name a supplier
    await call(api, 'POST', '/api/goodsSupplier/add', { name: 'ROLES supplier' });
    const id = await call<number>(api, 'POST', '/api/stockAdjust/add', {
      kind: 1,
      lines: [{ barcode: BARCODE, qty: 100 }],
    });
    await call(api, 'POST', '/api/stockAdjust/confirm', { id });
    await api.dispose();
  });

  for (const account of ACCOUNTS) {
    test(`${account} lands on a real screen and opens every screen of its menu`, async ({ page }) => {
      const { api } = await server.api(account);
      const tree = await call<MenuNode[]>(api, 'GET', '/api/sysMenu/loginMenuTree');
      const buttons = await call<string[]>(api, 'GET', '/api/sysMenu/ownBtnPermList');
      const params = await documentsOf(api, buttons);
      await api.dispose();

      const problems = watchProblems(page);
      await page.goto('/login');
      await signInOnPage(page, account);
      await expect(page).not.toHaveURL(/\/login/);
      const landing = new URL(page.url()).pathname;
      await waitForScreen(page, landing);
      await expectNoErrorPage(page, landing);

      const screens = screensOf(tree);
      expect(screens.length, 'screens on the menu').toBeGreaterThan(0);
      for (const screen of screens) {
        const path = params[screen.path] ?? screen.path;
        expect(path.includes('/:'), `${screen.path}: no document to open it with`).toBe(false);
        await page.goto(path);
        await waitForScreen(page, path);
        await expectNoErrorPage(page, path);
      }
      expect(problems).toEqual([]);
    });
  }
});
