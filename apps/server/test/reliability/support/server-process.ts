import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/** The repository root, found upwards from this file (also when bundled into bench/dist). */
function repositoryRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'apps/server/package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('repository root not found');
    dir = up;
  }
  return dir;
}

export const ROOT = repositoryRoot();
const MAIN = resolve(ROOT, 'apps/server/dist/main.js');

/** Builds the server bundle (and the web app when asked) when missing or older than their sources. */
export function ensureServerBuilt(withWeb = false): void {
  const targets = withWeb ? ['web', 'server'] : ['server'];
  const run = spawnSync('node', ['scripts/ensure-built.mjs', ...targets], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`building ${targets.join(' and ')} failed`);
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** milliseconds from spawn to the first healthy answer */
  readyMs: number;
  /** what the process wrote to stderr (start-up failures) */
  stderr(): string;
  /** SIGKILL: no shutdown hooks, no flush, like a power cut */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** Starts the built server (dist/main.js) with `env` and waits until GET /api/health answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms: ${stderr}`);
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && ((await res.json()) as { code: number }).code === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    base,
    readyMs,
    stderr: () => stderr,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
