import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import type { DbType } from '../../src/config.ts';
import { type Cache, createCache } from '../../src/platform/cache/index.ts';
import { apiAs } from '../support/client.ts';
import { databaseKinds } from '../support/databases.ts';
import { secondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

const TRIALS = 200;
/** cache calls that only read; every other call naming a session key is delayed */
const READS = new Set<PropertyKey>(['get', 'getJson', 'keys']);

/**
 * A real cache whose writes of session state arrive late, as over a slow link or from a paused process. It
 * widens the window between a request's database read of its session and the cache write that follows, the
 * window a revocation on another instance can fall into.
 */
function slowSessionWrites(cache: Cache): Cache {
  return new Proxy(cache, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function' || READS.has(prop)) {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].startsWith('sess:')) await sleep(Math.random() * 12);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

type Variant = [kind: DbType, redis: boolean];
const variants: Variant[] = [['sqlite', false]];
if (process.env.TEST_REDIS_URL) for (const kind of databaseKinds()) variants.push([kind, true]);

/**
 * Audit point 9: a revoked session is refused on the very next call on every instance, even when a request that
 * read the session was still in flight while it was revoked.
 */
describe.each(variants)('session revocation racing in-flight requests on %s (Redis: %s)', (kind, redis) => {
  let a: TestApp;
  let b: BuiltApp;
  const caches: Cache[] = [];
  let user: { id: number; tenantId: number };

  const slowCache = () => {
    const cache = createCache(redis ? process.env.TEST_REDIS_URL : undefined);
    caches.push(cache);
    return slowSessionWrites(cache);
  };

  beforeAll(async () => {
    a = await startTestApp(kind, { cache: slowCache() }, redis ? { USE_REDIS: '1' } : {});
    // a second instance on the same database and Redis; without Redis one instance plays both parts
    b = redis ? await secondInstance(a, { cache: slowCache() }) : a;
    user = await a.ctx.db
      .selectFrom('sysUser')
      .select(['id', 'tenantId'])
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    if (b !== a) await b?.app.close();
    await a?.close();
    for (const cache of caches) await cache.close();
  });

  it(`refuses the token on both instances after the revocation answered (${TRIALS} trials)`, async () => {
    const accepted: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const { accessToken, sessionId } = await a.identity.sessions.create(user, 'password', {
        ip: '127.0.0.1',
        userAgent: undefined,
      });
      const bearer = { authorization: `Bearer ${accessToken}` };
      const [revoker, other] = trial % 2 === 0 ? [a, b] : [b, a];
      const probe = (app: BuiltApp) => apiAs(app, null, bearer).get('/api/sysAuth/watermarkConfig');
      // requests in flight on both instances while the session is revoked on one of them
      const inFlight = Promise.all([probe(other), probe(revoker), probe(other)]);
      if (trial % 4 < 2) {
        const out = await apiAs(revoker, null, bearer).post('/api/sysAuth/logout');
        expect(out.json.code).toBe(200);
      } else {
        await revoker.identity.sessions.revoke([sessionId], 'forceOffline');
      }
      const check = async (when: string) => {
        for (const [name, app] of [
          ['a', a],
          ['b', b],
        ] as const) {
          const res = await probe(app);
          if (res.status !== 401) accepted.push(`trial ${trial} ${when}: ${name} answered ${res.status}`);
        }
      };
      await check('at once');
      await inFlight;
      await check('after the in-flight requests');
    }
    expect(accepted).toEqual([]);
  });
});
