import { type Locator, type Page, expect as baseExpect } from '@playwright/test';
import { test } from './test.ts';
import { ShellServer, signInOnPage } from './shellServer.ts';

/** Waits generously: the e2e machine is shared by many builds and test runs (no timing is asserted). */
export const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * One server per system-administration spec file (fresh database, captcha off), shared by its tests.
 * Call at the top of the spec file.
 */
export function useSysAdminServer(): ShellServer {
  const server = new ShellServer();
  test.use({ baseURL: server.baseURL, actionTimeout: 45_000 });
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async () => server.start());
  test.afterAll(async () => server.stop());
  return server;
}

/** Opens a menu screen signed out, signs in on the login page, and lands back on it. */
export async function openSignedIn(page: Page, path: string, account = 'superadmin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?/);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The OK button of antd's confirmation pop-over or of a dialog ("确 定"). */
export const okButton = (scope: Page | Locator) => scope.getByRole('button', { name: /^确\s*定$/ });

/** The table row that contains `text`. */
export const rowWith = (page: Page | Locator, text: string | RegExp) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

export { search, searchBar } from './antd.ts';
