import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { routeRegistrar } from '../../src/platform/http/route.ts';
import { startTestApp } from '../support/test-app.ts';

describe('graceful shutdown and route declarations', () => {
  it('finishes an in-flight request while closing, and refuses new connections after', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const t = await startTestApp('sqlite', {
      extraRoutes: (app, ctx) =>
        routeRegistrar(
          app,
          ctx.config.timeZone,
        )({
          method: 'GET',
          url: '/api/test/slow',
          access: { public: true },
          summary: 'slow',
          tags: ['test'],
          result: z.string(),
          handler: async () => {
            await gate;
            return 'finished';
          },
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.close();
    await new Promise((r) => setTimeout(r, 100));
    release();
    expect(await inFlight).toMatchObject({ code: 200, result: 'finished' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('refuses to start when an /api route declares no access', async () => {
    const t = await startTestApp('sqlite');
    await expect(
      buildApp(t.config, {
        database: { db: t.ctx.db, type: 'sqlite', close: async () => {} },
        extraRoutes: (app) => {
          app.get('/api/test/undeclared', async () => 'open');
        },
      }),
    ).rejects.toThrow('route GET /api/test/undeclared declares no access');
    await t.close();
  });
});
