import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect as baseExpect, request } from '@playwright/test';
import { test } from './test.ts';
import { type RunningServer, startServer } from './server.ts';

/** The shared machine is slow under load: the shell specs wait longer than Playwright's 5 s default. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const ADMIN_PASSWORD = 'E2e@Pass123';

/**
 * A server of its own for the shell specs: a fresh SQLite database, the seeded admin password, and the
 * captcha off (a test cannot read the image's answer). Runs on E2E_PORT + 1 so it never meets the shared
 * server of the other specs.
 */
export class ShellServer {
  /** E2E_SHELL_PORT when set (a run beside others whose ports are adjacent), else E2E_PORT + 1 */
  readonly port = Number(process.env.E2E_SHELL_PORT ?? Number(process.env.E2E_PORT ?? 5187) + 1);
  readonly baseURL = `http://127.0.0.1:${this.port}`;
  private running: RunningServer | undefined;
  private dataDir = '';

  async start(env: Record<string, string> = {}): Promise<void> {
    this.dataDir = mkdtempSync(join(tmpdir(), 'retail-shell-'));
    this.running = await startServer(
      this.dataDir,
      { DB_TYPE: 'sqlite', SEED_ADMIN_PASSWORD: ADMIN_PASSWORD, CAPTCHA_ENABLED: 'false', ...env },
      this.port,
    );
  }

  /** The server's SQLite file (for arranging rows no API writes yet). */
  get databaseFile(): string {
    return join(this.dataDir, 'retail.db');
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** An API client signed in as `account` (tokens from the login call). */
  async api(
    account = 'superadmin',
    password = ADMIN_PASSWORD,
  ): Promise<{ api: APIRequestContext; token: string }> {
    const anonymous = await request.newContext({ baseURL: this.baseURL });
    const res = await anonymous.post('/api/sysAuth/login', { data: { account, password } });
    const body = (await res.json()) as { code: number; result: { accessToken: string } };
    expect(body.code, JSON.stringify(body)).toBe(200);
    await anonymous.dispose();
    const token = body.result.accessToken;
    const api = await request.newContext({
      baseURL: this.baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    return { api, token };
  }
}

/**
 * Signs in through the real login page (the page must be on /login). It waits until React has taken over the
 * prerendered form, so the typed values cannot land in the static copy while it is being replaced.
 */
export async function signInOnPage(
  page: Page,
  account = 'superadmin',
  password = ADMIN_PASSWORD,
): Promise<void> {
  await expect(page.locator('#prerender')).toHaveCount(0);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A value the page keeps in localStorage (read through the browser context's storage state). */
export async function storedItem(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = origins.find((o) => page.url().startsWith(o.origin));
  return origin?.localStorage.find((entry) => entry.name === key)?.value ?? null;
}

/** The `result` of an API call that must succeed. */
export async function apiResult<T>(call: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await call).json()) as { code: number; result: T; message: unknown };
  expect(body.code, JSON.stringify(body.message)).toBe(200);
  return body.result;
}

/** Sets a system config value (`sys_*` code) through the API. */
export async function setConfig(api: APIRequestContext, code: string, value: string): Promise<void> {
  const page = await apiResult<{ items: Array<{ id: number; code: string; name: string }> }>(
    api.post('/api/sysConfig/page', { data: { page: 1, pageSize: 10, code } }),
  );
  const row = page.items.find((c) => c.code === code);
  expect(row, code).toBeTruthy();
  await apiResult(api.post('/api/sysConfig/update', { data: { id: row?.id, name: row?.name, code, value } }));
}

/**
 * The spec file's own server (see ShellServer): started before its tests, stopped after them. Sign-in, the
 * shell chunk and the menu take seconds on the shared two-core machine, hence the longer time limits
 * (`timeout` for each test; flows through several screens want more).
 */
export function useShellServer(timeout = 120_000): ShellServer {
  const server = new ShellServer();
  test.use({ baseURL: server.baseURL });
  test.describe.configure({ timeout });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await server.start();
  });
  test.afterAll(async () => server.stop());
  return server;
}
