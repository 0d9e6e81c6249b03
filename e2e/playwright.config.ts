import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5187);
export const E2E_ADMIN_PASSWORD = 'E2e@Pass123';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'retail-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Chromium from Debian (CHROME_PATH) against the built app served by the real server on a fresh SQLite database. */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  // A failure is final, in CI too: a flaky test is a bug to find (docs/decisions.md "E2E retries").
  retries: 0,
  // Generous: the CI machine has two cores and builds nothing else, but a busy one can be slow to paint.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // a shard of `E2E_SHARDS` (run.mjs) writes its own report and output
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.E2E_REPORT ?? resolve(import.meta.dirname, '../test-results/e2e.json') },
    ],
  ],
  outputDir: process.env.E2E_OUTPUT ?? resolve(import.meta.dirname, '../test-results/e2e'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DB_TYPE: 'sqlite',
      LOG_LEVEL: 'warn',
      SEED_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // every product path the specs take runs under the tenant guard (docs/decisions.md)
      DB_TENANT_GUARD: 'true',
    },
  },
});
