import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeRegistrar } from '../../src/platform/http/route.ts';
import { apiAs, IN_ENGLISH } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds())('unexpected errors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      extraRoutes: (app, ctx) =>
        routeRegistrar(
          app,
          ctx.config.timeZone,
        )({
          method: 'POST',
          url: '/api/test/explode',
          access: { public: true },
          summary: 'fails',
          tags: ['test'],
          body: z.object({ password: z.string() }),
          result: z.null(),
          handler: () => {
            throw new Error('select secret_column from nowhere');
          },
        }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a generic 500 with a request id and logs the detail only in the exception log', async () => {
    const res = await apiAs(t, null, IN_ENGLISH).post('/api/test/explode', { password: 'Hunter2-Secret' });
    expect(res.status).toBe(500);
    const requestId = (res.json.extras as { requestId: string }).requestId;
    expect(res.json.message).toBe(
      `Something went wrong on the server; please contact the administrator (request ${requestId})`,
    );
    expect(res.text).not.toContain('secret_column');
    expect(res.text).not.toContain('at ');
    await t.audit.flush();
    const row = await t.ctx.db
      .selectFrom('sysLogEx')
      .selectAll()
      .where('traceId', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.message).toContain('secret_column');
    expect(row.exception).toContain('Error: select secret_column from nowhere');
    expect(row.requestParam).toBe('{"password":"***"}');
  });
});
