import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server for `http` jobs: `/ok` answers 200 `pong`, `/fail` 500 `boom`, `/slow?ms=` answers after that
 * long, `/hang` never answers. It counts the requests of each path.
 */
export interface JobHttpServer {
  base: string;
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startJobHttpServer(): Promise<JobHttpServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/ok') res.end('pong');
    else if (url.pathname === '/fail') res.writeHead(500).end('boom');
    else if (url.pathname === '/slow')
      setTimeout(() => res.end('slow pong'), Number(url.searchParams.get('ms')));
    else if (url.pathname !== '/hang') res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it answers a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
