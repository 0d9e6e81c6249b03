import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test.ts';
import Database from 'better-sqlite3';

const MAIN = resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const PORT = 5191;

function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn('node', [MAIN], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (res.ok) return ready(child);
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) return fail(new Error('server did not start'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

async function loginConfig() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/sysAuth/loginConfig`);
  return ((await res.json()) as { result: { secondVerEnabled: boolean } }).result;
}

test('a bad setting stops start-up with one clear line', () => {
  const run = spawnSync('node', [MAIN], { env: { ...process.env, DB_TYPE: 'nonsense' }, encoding: 'utf8' });
  expect(run.status).toBe(2);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toEqual(['Configuration error: DB_TYPE must be one of sqlite, postgres, mysql']);
});

test('a second start reuses the data and keeps what users changed; SIGTERM shuts down cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-restart-'));
  try {
    const first = await startServer(dataDir);
    expect((await loginConfig()).secondVerEnabled).toBe(false);
    expect(await stopServer(first)).toBe(0);

    const db = new Database(join(dataDir, 'retail.db'));
    db.prepare("update sys_config set value = 'True' where code = 'sys_second_ver'").run();
    db.close();

    const second = await startServer(dataDir);
    expect((await loginConfig()).secondVerEnabled).toBe(true);
    expect(await stopServer(second)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
