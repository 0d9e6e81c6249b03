// `npm run test:reliability`: the reliability suite at full size (RELIABILITY_SIZE=small for the CI size),
// then docs/reliability.md from the figures the tests recorded in test-results/reliability/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const figuresDir = join(root, 'test-results/reliability');
rmSync(figuresDir, { recursive: true, force: true });

const env = { ...process.env, RELIABILITY_SIZE: process.env.RELIABILITY_SIZE ?? 'full' };
const run = spawnSync('npx', ['vitest', 'run', '--project', 'reliability', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});

const figures = existsSync(figuresDir)
  ? Object.fromEntries(
      readdirSync(figuresDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(figuresDir, f), 'utf8'))]),
    )
  : {};

const fuzz = figures['schema-fuzz'];
const brute = figures['brute-force'];
const crashes = Object.entries(figures).filter(([name]) => name.startsWith('crash-'));
const restoreCrashes = Object.entries(figures).filter(([name]) => name.startsWith('restore-crash-'));

const lines = [
  '# Reliability',
  '',
  'Written by `npm run test:reliability` (the suite in apps/server/test/reliability at full size; `npm test`',
  'runs it at RELIABILITY_SIZE=small). The tests assert behaviour only; the figures below are what the last',
  'full run measured.',
  '',
  `- Run: ${new Date().toISOString()}, size ${env.RELIABILITY_SIZE}, result ${run.status === 0 ? 'passed' : 'FAILED'}`,
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version} (shared with other work: timings are indicative)`,
  '',
];
if (fuzz) {
  lines.push(
    '## Schema fuzzing',
    '',
    'Every operation of the OpenAPI document (`app.swagger()`) gets inputs that break one rule its schema',
    'states — wrong types, null, strings over the maximum length and 200,000-character strings, empty',
    'strings, pattern and enum misses, fractional, negative and out-of-range numbers, empty and oversized',
    'arrays, missing required and unknown fields, `__proto__` and `constructor.prototype` keys, broken JSON,',
    'wrong top-level types and content types — on top of an otherwise valid skeleton; and, at every size, a NUL',
    'character and a lone surrogate in every string field, query and path parameter (each must be refused by',
    'the text check, naming the field). Routes without JSON input (uploads, imports, templates) get garbage',
    'spreadsheets and broken multipart bodies. Sent as a signed-in super admin; every business table is',
    'checksummed before and after. The table is for SQLite; the same run on PostgreSQL and MariaDB is listed',
    'below the table.',
    '',
    `| Figure | Value |`,
    `| --- | --- |`,
    `| Operations with input / without | ${fuzz.routes} / ${fuzz.routesWithoutInput} |`,
    `| Cases sent | ${fuzz.cases} in ${fuzz.seconds} s |`,
    `| Answers | ${Object.entries(fuzz.byStatus)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ')} |`,
    `| 5xx answers | ${fuzz.serverErrors} |`,
    `| Invalid inputs accepted | ${fuzz.accepted} |`,
    `| Business tables changed | ${fuzz.changedTables.length === 0 ? 'none' : fuzz.changedTables.join('; ')} |`,
    '',
  );
  for (const other of ['postgres', 'mysql'].map((db) => figures[`schema-fuzz-${db}`]).filter(Boolean)) {
    lines.push(
      `- ${other.database}: ${other.cases} cases (${other.unsafeTextCases} with NUL or a lone surrogate) in ${other.seconds} s, ${other.serverErrors} 5xx, ${other.accepted} accepted, tables changed: ${other.changedTables.length === 0 ? 'none' : other.changedTables.join('; ')}`,
    );
  }
  lines.push('');
}
if (brute) {
  lines.push(
    '## Brute force',
    '',
    `${brute.attempts} sign-in attempts over ${brute.connections} connections: 40% from one address at one`,
    'account, 55% from a new address each at the super admin, 5% credential stuffing of unknown accounts;',
    'GET /api/health is called every 100 ms throughout.',
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Duration | ${brute.seconds} s (${brute.attemptsPerSecond} attempts/s) |`,
    `| Refused by the per-IP limit (429) | ${brute.rateLimited} |`,
    `| Refused by the account lock | ${brute.locked} |`,
    `| Password checks on the attacked accounts | ${brute.passwordChecksOnAttackedAccounts} (at most 4 + 4) |`,
    `| Health calls answered | ${brute.healthCalls}, p50 ${brute.healthMs.p50} ms, p95 ${brute.healthMs.p95} ms, max ${brute.healthMs.max} ms |`,
    '',
    'Found and fixed: the failure counter was read before and incremented after the password check, so',
    'guesses sent at the same moment all passed the lock check (20 concurrent guesses after 4 failures let a',
    'right password in). An attempt is now counted before its check.',
    '',
  );
}
for (const [, crash] of crashes) {
  lines.push(
    `## Crash (kill -9) on ${crash.database}`,
    '',
    `The built server (apps/server/dist/main.js) under ${crash.workers} concurrent order writers is killed with`,
    `SIGKILL after ${crash.loadSecondsPerCycle} s, restarted on the same data, ${crash.cycles} time(s); then every`,
    'acknowledged order must exist with all its lines, the orders the clients never heard back about are',
    'retried with the same client key, and the stock and balance ledgers must balance with no negative stock.',
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Orders acknowledged / refused (stock or balance) | ${crash.acknowledged} / ${crash.refused} |`,
    `| Throughput under load | ${crash.ordersPerSecond} orders/s |`,
    `| In flight at the kill / answered on retry | ${crash.unansweredAtKill} / ${crash.unansweredFoundOrRedoneOnRetry} |`,
    `| Acknowledged orders lost | ${crash.lostAcknowledged} |`,
    `| Start to healthy (first start, then after each kill) | ${crash.restartReadyMs.join(', ')} ms |`,
    '',
  );
}
if (restoreCrashes.length > 0) {
  lines.push(
    '## Restore killed with kill -9',
    '',
    'A database filled with generated sales (goods, barcodes, stock and member ledgers) is archived with',
    '`npm run db:backup` (archive A), then changed (new goods with stock, new members). `npm run db:restore -- A',
    '--yes` (apps/server/dist/backup-cli.js) is killed with SIGKILL once it prints `restoring 50%`, halfway',
    'through the one transaction that replaces every table. Then every table must be exactly as before the',
    'restore (SHA-256 per table), the ledgers must balance, the restore lock must be free (a new restore could',
    'take it), and the safety archive the restore took first must be in the backup list and folder; restoring',
    'it gives the same tables again, and restoring A to its end gives the tables of its manifest.',
    '',
    'Recovery: a restore that dies before it commits changes nothing and leaves no lock behind; start it',
    'again when ready. To go back to the data as it was before a restore, restore the safety archive it took:',
    'its row in the backup list (`/api/sysBackup/page`) has the trigger `safety`, its file is in the backup',
    'folder (BACKUP_DIR, default DATA_DIR/backups). `npm run db:restore -- <backup folder>/<file> --yes` with',
    "the server's settings (DB_TYPE, DB_URL, DATA_DIR), or `POST /api/sysBackup/restore` with its id. The",
    'restore times below are of the whole command (start, verify, safety backup, replace).',
    '',
    '| Database | Rows archived | Killed at | Restoring until the kill | Restore of the safety archive | Restore of A |',
    '| --- | --- | --- | --- | --- | --- |',
    ...restoreCrashes.map(
      ([, r]) =>
        `| ${r.database} | ${r.archiveRows} in ${r.archiveTables} tables | ${r.killedAtPercent}% (printed up to ${r.lastPercentPrinted}%) | ${r.secondsRestoringWhenKilled} s | ${r.safetyRestoreSeconds} s | ${r.fullRestoreSeconds} s |`,
    ),
    '',
  );
}
lines.push(
  '## Also found and fixed',
  '',
  '- A URL with broken percent-encoding (`/api/health%`) was answered by Fastify itself, outside the',
  '  envelope, without a request id; it now gets the 400 envelope in the caller language (foundation test).',
  '',
);
writeFileSync(join(root, 'docs/reliability.md'), `${lines.join('\n')}`);
process.stdout.write(`\ndocs/reliability.md written (${run.status === 0 ? 'passed' : 'FAILED'})\n`);
process.exit(run.status ?? 1);
