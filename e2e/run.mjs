// `npm run test:e2e`: makes sure Chromium and fresh builds exist, then runs Playwright against the real server.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { findChromium } from './chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
process.env.CHROME_PATH = findChromium();
ensureBuilt();
const args = [
  'playwright',
  'test',
  '--config',
  resolve(here, 'playwright.config.ts'),
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, { stdio: 'inherit', cwd: here, env: process.env });
process.exit(result.status ?? 1);
