import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { cjk, confirmPopover, row, search, searchBar, openScreen } from '../support/antd.ts';
import { signInOnPage, useShellServer } from '../support/shellServer.ts';

const server = useShellServer();

/** A cashier account made through the API; returns its one-time password. */
async function createCashier(account: string): Promise<string> {
  const { api } = await server.api('admin');
  const roles = (await (await api.get('/api/sysRole/list')).json()) as {
    result: Array<{ id: number; code: string }>;
  };
  const cashier = roles.result.find((r) => r.code === 'cashier');
  const res = await api.post('/api/sysUser/add', {
    data: { account, realName: account, roleIdList: [cashier?.id] },
  });
  const body = (await res.json()) as { code: number; result: { password: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  await api.dispose();
  return body.result.password;
}

/** A second browser signed in as `account`, somewhere inside the app. */
async function signedInElsewhere(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signInOnPage(page, account, password);
  await expect(page).toHaveURL(/\/sale\/order$/);
  return page;
}

async function openUser(page: Page, account: string) {
  await page.goto('/login');
  await signInOnPage(page, 'admin');
  await expect(page).toHaveURL(/\/sale\/order$/);
  await openScreen(page, '/system/user');
  await searchBar(page).getByLabel('账号').fill(account);
  await search(page);
  const target = row(page, account);
  await expect(target).toBeVisible();
  return target;
}

test("disabling a user sends that user's browser to /login within seconds", async ({ page, browser }) => {
  const password = await createCashier('e2eoffdis1');
  const victim = await signedInElsewhere(browser, 'e2eoffdis1', password);
  const target = await openUser(page, 'e2eoffdis1');
  await target.getByRole('switch').click();
  await confirmPopover(page);
  await expect(target.getByRole('switch')).not.toBeChecked();
  await expect(victim).toHaveURL(/\/login/, { timeout: 10_000 });
  await victim.context().close();
});

test("force offline from the user screen sends that user's browser to /login within seconds", async ({
  page,
  browser,
}) => {
  const password = await createCashier('e2eoffforce');
  const victim = await signedInElsewhere(browser, 'e2eoffforce', password);
  const target = await openUser(page, 'e2eoffforce');
  await target.getByRole('button', { name: cjk('强制下线') }).click();
  await confirmPopover(page);
  await expect(victim).toHaveURL(/\/login/, { timeout: 10_000 });
  // the account itself stays enabled: it can sign in again
  await signInOnPage(victim, 'e2eoffforce', password);
  await expect(victim).toHaveURL(/\/sale\/order$/);
  await victim.context().close();
});
