import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cache } from '../../src/platform/cache/index.ts';
import { MemoryCache } from '../../src/platform/cache/memory-cache.ts';
import { RedisCache } from '../../src/platform/cache/redis-cache.ts';

const kinds: Array<[string, () => Cache]> = [['memory', () => new MemoryCache()]];
if (process.env.TEST_REDIS_URL)
  kinds.push(['redis', () => new RedisCache(process.env.TEST_REDIS_URL as string)]);
else if (process.env.CI === 'true') throw new Error('CI requires TEST_REDIS_URL');

describe.each(kinds)('%s cache', (_name, make) => {
  const cache = make();
  const p = `test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    await cache.delByPrefix(p);
    await cache.close();
  });

  it('stores JSON values and deletes them', async () => {
    await cache.set(`${p}a`, { n: 1, s: '零售' });
    expect(await cache.get(`${p}a`)).toEqual({ n: 1, s: '零售' });
    expect(await cache.del(`${p}a`, `${p}missing`)).toBe(1);
    expect(await cache.get(`${p}a`)).toBeUndefined();
  });

  it('stores serialised JSON as it is, readable as text and as a value', async () => {
    const json = JSON.stringify({ tree: [{ title: '零售', children: [] }] });
    await cache.setJson(`${p}json`, json, 60);
    expect(await cache.getJson(`${p}json`)).toBe(json);
    expect(await cache.get(`${p}json`)).toEqual({ tree: [{ title: '零售', children: [] }] });
    await cache.set(`${p}value`, [1, 'a']);
    expect(await cache.getJson(`${p}value`)).toBe('[1,"a"]');
    expect(await cache.getJson(`${p}missing`)).toBeUndefined();
    await cache.del(`${p}json`, `${p}value`);
  });

  it('expires entries after their TTL', async () => {
    await cache.set(`${p}ttl`, true, 1);
    expect(await cache.get(`${p}ttl`)).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await cache.get(`${p}ttl`)).toBeUndefined();
  });

  it('lists and deletes by prefix, treating glob characters literally', async () => {
    await cache.set(`${p}k:1`, 1);
    await cache.set(`${p}k:2`, 2);
    await cache.set(`${p}k*`, 3);
    await cache.set(`${p}other`, 4);
    expect(await cache.keys(`${p}k:`)).toEqual([`${p}k:1`, `${p}k:2`]);
    expect(await cache.delByPrefix(`${p}k`)).toBe(3);
    expect(await cache.keys(p)).toEqual([`${p}other`]);
  });

  it('increments atomically under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.incr(`${p}counter`, 60)));
    expect(new Set(results).size).toBe(50);
    expect(Math.max(...results)).toBe(50);
  });

  it('adds a value only where none is stored, once among concurrent callers', async () => {
    const added = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.add(`${p}add`, i, 60)));
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await cache.get(`${p}add`)).toBe(added.indexOf(true));
    await cache.set(`${p}add`, 'newer', 60);
    expect(await cache.add(`${p}add`, 'older', 60)).toBe(false);
    expect(await cache.get(`${p}add`)).toBe('newer');
  });

  it('takes a value once among concurrent callers', async () => {
    await cache.set(`${p}take`, { answer: 7 }, 60);
    const taken = await Promise.all(Array.from({ length: 20 }, () => cache.take(`${p}take`)));
    expect(taken.filter((v) => v !== undefined)).toEqual([{ answer: 7 }]);
    expect(await cache.get(`${p}take`)).toBeUndefined();
    expect(await cache.take(`${p}missing`)).toBeUndefined();
  });
});
