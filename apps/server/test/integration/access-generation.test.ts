import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCESS_GENERATION_KEY, rememberAccessFact } from '../../src/modules/system/access/access-facts.ts';
import { AccessCache } from '../../src/modules/system/access/invalidation.ts';
import type { Cache } from '../../src/platform/cache/index.ts';
import { MemoryCache } from '../../src/platform/cache/memory-cache.ts';
import { RedisCache } from '../../src/platform/cache/redis-cache.ts';
import { cachedAnswer } from '../../src/platform/http/json-answer.ts';

const kinds: Array<[string, () => Cache]> = [['memory', () => new MemoryCache()]];
if (process.env.TEST_REDIS_URL)
  kinds.push(['redis', () => new RedisCache(process.env.TEST_REDIS_URL as string)]);

/** A computation that reads "the database" now and finishes when the test says so. */
function slowRead<T>(value: T) {
  let finish = () => {};
  const gate = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (await gate, value), finish: () => finish() };
}

/**
 * A request that read the old data, then stored its result after a change had been saved and invalidated,
 * must not have that result served afterwards (the change would stay invisible until the entry expired).
 */
describe.each(kinds)('access facts on the %s cache', (_name, make) => {
  const cache = make();
  const access = new AccessCache(cache);
  const p = `perm:test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    await cache.delByPrefix(p);
    await cache.close();
  });

  it('never serves a fact computed before a change and stored after it', async () => {
    const key = `${p}:fact`;
    const stale = slowRead({ codes: ['old'] });
    const pending = rememberAccessFact(cache, key, 60, stale.run);
    await access.grantsChanged();
    stale.finish();
    expect(await pending).toEqual({ codes: ['old'] });

    let computed = 0;
    const fresh = await rememberAccessFact(cache, key, 60, async () => {
      computed += 1;
      return { codes: ['new'] };
    });
    expect(fresh).toEqual({ codes: ['new'] });
    expect(computed).toBe(1);
  });

  it('never serves a hot answer computed before a change and stored after it', async () => {
    const key = `${p}:answer`;
    const schema = z.object({ name: z.string() });
    const stale = slowRead({ name: 'old' });
    const pending = cachedAnswer(cache, key, 60, ACCESS_GENERATION_KEY, schema, stale.run);
    await access.userChanged(0);
    stale.finish();
    expect((await pending).json).toBe('{"name":"old"}');

    const fresh = await cachedAnswer(cache, key, 60, ACCESS_GENERATION_KEY, schema, async () => ({
      name: 'new',
    }));
    expect(fresh.json).toBe('{"name":"new"}');
  });
});

describe('access facts without changes', () => {
  it('are computed once and then served from the cache', async () => {
    const cache = new MemoryCache();
    let computed = 0;
    const read = async () => {
      computed += 1;
      return { all: true };
    };
    expect(await rememberAccessFact(cache, 'scope:1', 60, read)).toEqual({ all: true });
    expect(await rememberAccessFact(cache, 'scope:1', 60, read)).toEqual({ all: true });
    expect(computed).toBe(1);
    const schema = z.object({ n: z.number() });
    const first = await cachedAnswer(cache, 'perm:info:1', 60, ACCESS_GENERATION_KEY, schema, async () => ({
      n: 1,
    }));
    const second = await cachedAnswer(cache, 'perm:info:1', 60, ACCESS_GENERATION_KEY, schema, async () => ({
      n: 2,
    }));
    expect([first.json, second.json]).toEqual(['{"n":1}', '{"n":1}']);
    await cache.close();
  });
});
