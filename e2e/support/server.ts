import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../apps/server/dist/main.js');

/** A port the system says is free right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Whether a server answers its health check at `baseURL`. */
export async function answers(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * The built server on its own port (a free one unless given) and data directory, for a spec that needs
 * settings the shared Playwright web server does not have (for example no sign-in captcha, so a browser can
 * sign in).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string>,
  port?: number,
): Promise<RunningServer> {
  const listen = port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${listen}`;
  if (port !== undefined && (await answers(baseURL)))
    throw new Error(`port ${port} is taken by another server`);
  const child: ChildProcess = spawn('node', [MAIN], {
    env: {
      ...process.env,
      PORT: String(listen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DB_TENANT_GUARD: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // a worker that ends without its spec's teardown (a hung browser, a timeout) takes its server along, so the
  // next spec file can have the port
  const killWithWorker = () => child.kill('SIGKILL');
  process.once('exit', killWithWorker);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (await answers(baseURL)) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseURL,
    stop: () =>
      new Promise((done) => {
        process.off('exit', killWithWorker);
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
