import { z } from 'zod';

/**
 * Every query string is read with its names matched ignoring case (`?Id=1` and `?id=1` both fill `id`), as the
 * template's clients send PascalCase names: the route layer applies this to each route's query schema, so the
 * same query is accepted the same way on every route.
 */
export function namesIgnoringCase<S extends z.ZodType>(schema: S): S {
  if (!(schema instanceof z.ZodObject)) return schema;
  const names = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object') return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) out[names.get(key.toLowerCase()) ?? key] = value;
    return out;
  }, schema) as unknown as S;
}
