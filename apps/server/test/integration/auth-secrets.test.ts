import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn } from '../support/auth.ts';
import { type Api, apiAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { insertUser } from '../support/fixtures.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

/**
 * Audit point 12: the access token never lands in a log (`GET /api/sysAuth/refreshToken?accessToken=` keeps its
 * spec form), and answers carrying a generated password are never stored by a cache.
 */
describe.each(databaseKinds())('tokens and generated passwords stay out of logs and caches on %s', (kind) => {
  let t: TestApp;
  let session: SignedIn;
  let admin: Api;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {
        logStream: { write: (line) => void lines.push(line) },
        extraRoutes: (app) =>
          app.get('/api/test/explode', { config: { access: { public: true } } }, async () => {
            throw new Error('unexpected failure');
          }),
      },
      { LOG_LEVEL: 'info' },
    );
    session = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD);
    admin = apiAs(t, session);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs GET refreshToken with its accessToken query redacted', async () => {
    lines.length = 0;
    const res = await admin.get(`/api/sysAuth/refreshToken?accessToken=${session.accessToken}&x=1`);
    expect(res.json.code).toBe(200);
    const log = lines.join('');
    expect(log).toContain('"url":"/api/sysAuth/refreshToken?accessToken=***&x=1"');
    expect(log).not.toContain(session.accessToken);
    expect(log).not.toContain(res.json.result as string);
  });

  it('keeps secret query values out of the request and exception logs', async () => {
    lines.length = 0;
    const res = await apiAs(t, null).get('/api/test/explode?access_token=abc.def.ghi&signature=s1g&page=2');
    expect(res.status).toBe(500);
    await t.audit.flush();
    const rows = await t.ctx.db.selectFrom('sysLogEx').selectAll().execute();
    const text = lines.join('') + JSON.stringify(rows);
    expect(text).toContain('/api/test/explode?access_token=***&signature=***&page=2');
    expect(text).not.toContain('abc.def.ghi');
    expect(text).not.toContain('s1g');
  });

  it('answers a generated password with Cache-Control: no-store', async () => {
    const added = await admin.post('/api/sysUser/add', { account: `nostore${kind}`, realName: 'N' });
    expect(added.json.code).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    const id = await insertUser(t, { account: `nostorereset${kind}` });
    const reset = await admin.post('/api/sysUser/resetPwd', { id });
    expect(reset.json.code).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
  });
});
