import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

export type { Cache } from './cache.ts';

export function createCache(redisUrl: string | undefined): Cache {
  return redisUrl ? new RedisCache(redisUrl) : new MemoryCache();
}
