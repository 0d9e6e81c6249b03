import type { Cache } from '../../../platform/cache/index.ts';

/**
 * Cached reads (allDictList, dataList) live under `dict:c:{generation}:...`. Every write bumps `dict:gen` and
 * drops the cached entries, so the next read sees the change; a read that raced with a write can only fill
 * an entry of the old generation, which nobody reads again (and which expires).
 */
const GENERATION_KEY = 'dict:gen';
const CONTENT_PREFIX = 'dict:c:';
const CONTENT_TTL_SECONDS = 3600;

/** The dictionary reads every screen makes, kept until the next dictionary write. */
export class DictReadCache {
  constructor(private readonly cache: Cache) {}

  private async key(name: string): Promise<string> {
    const generation = (await this.cache.get<number>(GENERATION_KEY)) ?? 0;
    return `${CONTENT_PREFIX}${generation}:${name}`;
  }

  /** The cached `name`, else what `load` reads (undefined is not kept). */
  async read<T>(name: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const key = await this.key(name);
    const hit = await this.cache.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined) await this.cache.set(key, value, CONTENT_TTL_SECONDS);
    return value;
  }

  async changed(): Promise<void> {
    await this.cache.incr(GENERATION_KEY);
    await this.cache.delByPrefix(CONTENT_PREFIX);
  }
}
