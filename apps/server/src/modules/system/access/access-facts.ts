import type { Cache } from '../../../platform/cache/index.ts';

/**
 * The generation of cached access facts (principals, grants, data scopes, the hot per-user answers). Every
 * invalidation increments it after the change is saved. A reader notes it before computing and stores its
 * result under that generation, so a result computed from data read before a change, but stored after the
 * change's invalidation, is never served: its generation is already old.
 */
export const ACCESS_GENERATION_KEY = 'gen:access';

export async function accessGeneration(cache: Cache): Promise<number> {
  return (await cache.get<number>(ACCESS_GENERATION_KEY)) ?? 0;
}

interface Stored<T> {
  g: number;
  v: T;
}

/** The cached fact under `key` when it is of the current generation, else `compute()`'s result, stored. */
export async function rememberAccessFact<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
): Promise<T> {
  const [generation, stored] = await Promise.all([accessGeneration(cache), cache.get<Stored<T>>(key)]);
  if (stored && stored.g === generation) return stored.v;
  const value = await compute();
  await cache.set(key, { g: generation, v: value } satisfies Stored<T>, ttlSeconds);
  return value;
}
