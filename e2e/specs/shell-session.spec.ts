import { type APIRequestContext } from '@playwright/test';
import { test } from '../support/test.ts';
import {
  apiResult as result,
  expect,
  setConfig,
  signInOnPage,
  storedItem,
  useShellServer,
} from '../support/shellServer.ts';

const server = useShellServer();

interface MenuRow {
  id: number;
  name: string | null;
  permission: string | null;
  children: MenuRow[];
}

function findMenu(rows: MenuRow[], match: (row: MenuRow) => boolean): MenuRow | undefined {
  for (const row of rows) {
    if (match(row)) return row;
    const inner = findMenu(row.children, match);
    if (inner) return inner;
  }
  return undefined;
}

/** A user whose only role sees the goods list with `goods:page` and no other goods button. */
async function createCashier(
  api: APIRequestContext,
): Promise<{ id: number; account: string; password: string }> {
  const tree = await result<MenuRow[]>(api.get('/api/sysMenu/list'));
  const goodsDir = findMenu(tree, (m) => m.name === 'goods');
  const goodsList = findMenu(tree, (m) => m.name === 'goodsList');
  const goodsPage = findMenu(tree, (m) => m.permission === 'goods:page');
  expect(goodsDir && goodsList && goodsPage).toBeTruthy();
  const roleId = await result<number>(
    api.post('/api/sysRole/add', {
      data: {
        name: 'E2E cashier',
        code: 'e2eCashier',
        menuIdList: [goodsDir?.id, goodsList?.id, goodsPage?.id],
      },
    }),
  );
  const account = 'e2ecashier';
  const created = await result<{ id: number; password: string }>(
    api.post('/api/sysUser/add', { data: { account, realName: '测试收银', roleIdList: [roleId] } }),
  );
  return { id: created.id, account, password: created.password };
}

test.describe('shell: permissions and the session', () => {
  test('a cashier sees only its menus and not the buttons it lacks', async ({ page }) => {
    const { api } = await server.api('superadmin');
    const cashier = await createCashier(api);

    await page.goto('/goods/list');
    await signInOnPage(page, cashier.account, cashier.password);
    await expect(page).toHaveURL(/\/goods\/list$/);
    await expect(page.getByTestId('menu-/goods/list')).toBeVisible();
    await expect(page.getByTestId('column-/system')).toHaveCount(0);
    await expect(page.getByTestId('menu-/goods/category')).toHaveCount(0);
    // The list loads (goods:page) but the add button (goods:add) is not there.
    await expect(page.getByTestId('active-screen').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('active-screen').getByRole('button', { name: '新增' })).toHaveCount(0);

    // The administrator has the button on the same screen.
    await page.getByTestId('user-menu').hover();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-ok').click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/goods/list');
    await signInOnPage(page, 'admin');
    await expect(page.getByTestId('active-screen').getByRole('button', { name: '新增' })).toBeVisible();
    await api.dispose();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    test.setTimeout(150_000);
    const { api } = await server.api('superadmin');
    await setConfig(api, 'sys_token_expire', '1');

    await page.goto('/login');
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/sale\/order$/);
    const tokenBefore = await storedItem(page, 'retail:access-token');

    // The access token lives one minute; wait until it has expired.
    await page.waitForTimeout(65_000);
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/api/') && r.headers()['access-token'] !== undefined,
    );
    await page.getByTestId('column-/goods').click();
    const response = await refreshed;
    expect(response.request().headers()['x-authorization']).toMatch(/^Bearer /);
    expect(response.headers()['access-token']).not.toBe('invalid_token');
    await expect(page).toHaveURL(/\/goods\/list$/);
    await expect(page.getByTestId('active-screen')).toBeVisible();
    const tokenAfter = await storedItem(page, 'retail:access-token');
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    // Still signed in after a reload with the new pair.
    await page.reload();
    await expect(page.getByTestId('active-screen')).toBeVisible();
    await expect(page).toHaveURL(/\/goods\/list$/);

    await setConfig(api, 'sys_token_expire', '120');
    await api.dispose();
  });

  test('a session revoked by an administrator returns to /login', async ({ page }) => {
    const { api } = await server.api('admin');
    await page.goto('/login');
    await signInOnPage(page, 'manager');
    await expect(page).toHaveURL(/\/sale\/order$/);
    const users = await result<{ items: Array<{ id: number; account: string }> }>(
      api.post('/api/sysUser/page', { data: { page: 1, pageSize: 10, account: 'manager' } }),
    );
    const manager = users.items.find((u) => u.account === 'manager');
    expect(manager).toBeTruthy();
    await result(api.post('/api/sysOnlineUser/forceOffline', { data: { userId: manager?.id } }));
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await storedItem(page, 'retail:access-token')).toBeNull();
    await api.dispose();
  });
});
