// `npm test`: typecheck, lint, unit, integration (SQLite; PostgreSQL/MariaDB when TEST_PG_URL/TEST_MYSQL_URL
// are set), codegen (the generator's fixture built and tested in a copy), reliability (RELIABILITY_SIZE=small
// unless set) and end-to-end tests in Chromium. Stops at the first failing stage and ends with one summary line.
// Typecheck and lint are single-threaded, so they run side by side (each one's output printed when it ends).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const stages = [
  {
    name: 'typecheck + lint',
    parallel: [
      ['npm', 'run', 'typecheck'],
      ['npm', 'run', 'lint'],
    ],
  },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile',
      'test-results/unit.json',
    ],
    report: 'unit.json',
  },
  {
    name: 'integration',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      '--outputFile',
      'test-results/integration.json',
    ],
    report: 'integration.json',
  },
  // the fixture config generated into a copy of the repository, which must typecheck, lint and pass its own tests
  { name: 'codegen', cmd: ['node', 'scripts/codegen-check.mjs'] },
  {
    // schema fuzzing, brute force and kill -9 (apps/server/test/reliability) at the CI size
    name: 'reliability',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'reliability',
      '--reporter=default',
      '--reporter=json',
      '--outputFile',
      'test-results/reliability.json',
    ],
    env: { RELIABILITY_SIZE: process.env.RELIABILITY_SIZE ?? 'small' },
    report: 'reliability.json',
  },
  {
    // two Playwright runs side by side, each with its own server and database (e2e/run.mjs): the two cores are
    // mostly waiting on the browser and the server, so this takes about half the time of one run
    name: 'e2e',
    cmd: ['npm', 'run', 'test:e2e'],
    env: { E2E_SHARDS: process.env.E2E_SHARDS ?? '2' },
    report: 'e2e.json',
  },
];

function counts(file) {
  const path = resolve(results, file);
  if (!existsSync(path)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(path, 'utf8'));
  if ('numPassedTests' in json) {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  }
  const s = json.stats ?? {};
  return { passed: s.expected ?? 0, failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

/** Runs commands at once, printing each one's output (stdout and stderr together) when it ends. */
async function runSideBySide(cmds) {
  const statuses = await Promise.all(
    cmds.map(
      (cmd) =>
        new Promise((done) => {
          const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(`\n--- ${cmd.join(' ')} (exit ${code}) ---\n`);
            process.stdout.write(Buffer.concat(output));
            done(code);
          });
        }),
    ),
  );
  return { status: statuses.find((code) => code !== 0) ?? 0 };
}

const total = { passed: 0, failed: 0, skipped: 0 };
let failedStage;
const timings = [];
for (const stage of stages) {
  process.stdout.write(`\n=== ${stage.name} ===\n`);
  const started = Date.now();
  const run = stage.parallel
    ? await runSideBySide(stage.parallel)
    : spawnSync(stage.cmd[0], stage.cmd.slice(1), {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...stage.env },
      });
  timings.push(`${stage.name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (stage.report) {
    const c = counts(stage.report);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  if (run.status !== 0) {
    failedStage = stage.name;
    if (!stage.report) total.failed += 1;
    break;
  }
}
process.stdout.write(`\nstage times: ${timings.join(', ')}\n`);
process.stdout.write(`\n${failedStage ? `FAILED at ${failedStage}` : 'All stages passed'}\n`);
process.stdout.write(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
process.exit(failedStage ? 1 : 0);
