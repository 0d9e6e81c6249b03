import { z } from 'zod';
import type { Cache } from '../cache/index.ts';

/** A route result already serialised through its result schema; the route sends it in the envelope as it is. */
export class JsonAnswer {
  constructor(readonly json: string) {}
}

/**
 * The answer stored under `key`, or `compute()`'s result encoded by `schema` (what the route's serializer
 * would write) and stored for `ttlSeconds`. Whoever changes what the answer depends on deletes the key.
 */
export async function cachedAnswer<S extends z.ZodType>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  schema: S,
  compute: () => Promise<z.output<S>>,
): Promise<JsonAnswer> {
  const stored = await cache.getJson(key);
  if (stored !== undefined) return new JsonAnswer(stored);
  const json = JSON.stringify(z.encode(schema, await compute()));
  await cache.setJson(key, json, ttlSeconds);
  return new JsonAnswer(json);
}
