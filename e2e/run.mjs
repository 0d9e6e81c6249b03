// `npm run test:e2e`: makes sure Chromium and fresh builds exist, then runs Playwright against the real server.
// E2E_SHARDS=N (default 1) splits the spec files into N Playwright runs side by side, each with its own server
// on its own ports (E2E_PORT + 20 per shard; a spec's own second server takes the port after it) and its own fresh database, so no run sees another's data; their
// reports are summed into test-results/e2e.json and each run's output is printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { findChromium } from './chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const results = resolve(here, '../test-results');
process.env.CHROME_PATH = findChromium();
ensureBuilt();
const args = [
  'playwright',
  'test',
  '--config',
  resolve(here, 'playwright.config.ts'),
  ...process.argv.slice(2),
];
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);

if (shards === 1) {
  const result = spawnSync('npx', args, { stdio: 'inherit', cwd: here, env: process.env });
  process.exit(result.status ?? 1);
}

const basePort = Number(process.env.E2E_PORT ?? 5187);
const runs = Array.from({ length: shards }, (_, i) => runShard(i + 1));
const statuses = await Promise.all(runs);
const stats = { expected: 0, unexpected: 0, skipped: 0, flaky: 0 };
for (let i = 1; i <= shards; i++) {
  const report = JSON.parse(readFileSync(resolve(results, `e2e-${i}.json`), 'utf8'));
  for (const key of Object.keys(stats)) stats[key] += report.stats?.[key] ?? 0;
}
writeFileSync(resolve(results, 'e2e.json'), JSON.stringify({ stats, shards }, null, 2));
process.exit(statuses.find((status) => status !== 0) ?? 0);

/** One shard: its own port, data directory (set by the config when unset) and report file. */
function runShard(index) {
  return new Promise((done) => {
    const env = {
      ...process.env,
      E2E_PORT: String(basePort + (index - 1) * 20),
      E2E_REPORT: resolve(results, `e2e-${index}.json`),
      E2E_OUTPUT: resolve(results, `e2e-${index}`),
    };
    delete env.E2E_DATA_DIR;
    const child = spawn('npx', [...args, `--shard=${index}/${shards}`], { cwd: here, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n--- e2e shard ${index}/${shards} (exit ${code}) ---\n`);
      process.stdout.write(Buffer.concat(output));
      done(code ?? 1);
    });
  });
}
