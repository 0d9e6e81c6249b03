import type * as IoRedis from 'ioredis';
import { lazyRequire } from '../runtime/lazy-require.ts';
import type { Cache } from './cache.ts';

/** ioredis is loaded only by servers configured with Redis. */
export const ioredis = lazyRequire<typeof IoRedis>('ioredis');

const PREFIX = 'retail:';
/** Reads a key and deletes it in one atomic step. */
const TAKE_SCRIPT =
  "local v = redis.call('GET', KEYS[1]); if v then redis.call('DEL', KEYS[1]) end; return v";

/** Redis-backed cache shared by every instance; keys carry the product prefix. */
export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  readonly client: IoRedis.Redis;

  constructor(url: string) {
    this.client = new (ioredis().Redis)(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.getJson(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds?: number): Promise<void> {
    await this.setJson(key, JSON.stringify(value), ttlSeconds);
  }

  async getJson(key: string): Promise<string | undefined> {
    return (await this.client.get(PREFIX + key)) ?? undefined;
  }

  async setJson(key: string, json: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds) await this.client.set(PREFIX + key, json, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    else await this.client.set(PREFIX + key, json);
  }

  async add(key: string, value: unknown, ttlSeconds?: number): Promise<boolean> {
    const json = JSON.stringify(value);
    const stored = ttlSeconds
      ? await this.client.set(PREFIX + key, json, 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX')
      : await this.client.set(PREFIX + key, json, 'NX');
    return stored === 'OK';
  }

  async take<T>(key: string): Promise<T | undefined> {
    // GET and DEL in one script rather than GETDEL, which needs Redis 6.2
    const raw = (await this.client.eval(TAKE_SCRIPT, 1, PREFIX + key)) as string | null;
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async del(...keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    return this.client.del(...keys.map((k) => PREFIX + k));
  }

  async delByPrefix(prefix: string): Promise<number> {
    return this.del(...(await this.keys(prefix)));
  }

  async keys(prefix = ''): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(
        cursor,
        'MATCH',
        `${PREFIX}${escapeGlob(prefix)}*`,
        'COUNT',
        500,
      );
      cursor = next;
      for (const k of batch) found.push(k.slice(PREFIX.length));
    } while (cursor !== '0');
    return [...new Set(found)].sort();
  }

  async incr(key: string, ttlSeconds?: number): Promise<number> {
    const multi = this.client.multi().incr(PREFIX + key);
    if (ttlSeconds) multi.expire(PREFIX + key, Math.max(1, Math.ceil(ttlSeconds)));
    const results = await multi.exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async close(): Promise<void> {
    await this.client.quit();
  }
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}
