import type { OpenAccessSecretOutput } from '@retail/contracts/api/system/open-access';
import { Status } from '@retail/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { type Api, signInAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { signedCall, type TestKey } from '../support/open-access.ts';
import { addGoods } from '../support/retail-fixtures.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

if (!process.env.TEST_REDIS_URL && process.env.CI === 'true') throw new Error('CI requires TEST_REDIS_URL');
const kinds = process.env.TEST_REDIS_URL ? databaseKinds() : [];

/** Two instances sharing one database and one Redis: a nonce is used once across both, a change seen by both. */
describe.each(kinds)('open access on two instances with Redis, on %s', (kind) => {
  let t: TestApp;
  let second: BuiltApp;
  let root: Api;
  let key: TestKey & { id: number };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { USE_REDIS: '1' });
    second = await secondInstance(t);
    root = await signInAs(t, 'superadmin');
    const admin = await signInAs(t, 'admin');
    await addGoods(admin, { name: 'Two instances' });
    const manager = await t.ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'manager')
      .executeTakeFirstOrThrow();
    const added = await root.ok.post<OpenAccessSecretOutput>('/api/sysOpenAccess/add', {
      bindUserId: Number(manager.id),
      scopes: ['goods:page'],
    });
    key = { id: added.id, accessKey: added.accessKey, accessSecret: added.accessSecret };
  });
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
  });

  const goodsPage = (app: BuiltApp['app'], options: Parameters<typeof signedCall>[4] = {}) =>
    signedCall(app, key, 'POST', '/api/goods/page', { body: { keyword: 'Two instances' }, ...options });

  it('uses the cache in Redis', () => {
    expect(t.ctx.cache.kind).toBe('redis');
    expect(second.ctx.cache.kind).toBe('redis');
  });

  it('lets exactly one of 20 identical calls at once through, across both instances', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = `two-instances-${kind}-0001`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => goodsPage(i % 2 === 0 ? t.app : second.app, { nonce, timestamp })),
    );
    expect(answers.filter((a) => a.json.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json.extras?.reason === 'openAccess.replay')).toHaveLength(19);
  });

  it('refuses a key disabled on one instance at once on the other, which had it cached', async () => {
    expect((await goodsPage(second.app)).json.code).toBe(200);
    await root.ok.post('/api/sysOpenAccess/setStatus', { id: key.id, status: Status.Disable });
    const refused = await goodsPage(second.app);
    expect([refused.status, refused.json.extras?.reason]).toEqual([401, 'openAccess.keyDisabled']);
  });
});
