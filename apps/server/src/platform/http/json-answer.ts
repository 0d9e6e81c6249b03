import { z } from 'zod';
import type { Cache } from '../cache/index.ts';

/** A route result already serialised through its result schema; the route sends it in the envelope as it is. */
export class JsonAnswer {
  constructor(readonly json: string) {}
}

/**
 * The answer stored under `key`, or `compute()`'s result encoded by `schema` (what the route's serializer
 * would write) and stored for `ttlSeconds`. Whoever changes what the answer depends on increments the counter
 * at `generationKey` (and may delete the key): an answer stored under an older generation is computed again,
 * even one a slow request stored after the change. Stored as valid JSON `{"g":<generation>,"v":<answer>}`,
 * and the answer is sliced out without parsing it.
 */
export async function cachedAnswer<S extends z.ZodType>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  generationKey: string,
  schema: S,
  compute: () => Promise<z.output<S>>,
): Promise<JsonAnswer> {
  const [generation, stored] = await Promise.all([cache.get<number>(generationKey), cache.getJson(key)]);
  const head = `{"g":${generation ?? 0},"v":`;
  if (stored?.startsWith(head)) return new JsonAnswer(stored.slice(head.length, -1));
  const json = JSON.stringify(z.encode(schema, await compute()));
  await cache.setJson(key, `${head}${json}}`, ttlSeconds);
  return new JsonAnswer(json);
}
