import { z } from 'zod';

/**
 * A query-string schema whose keys match case-insensitively (`?Id=1` and `?id=1` both fill `id`), as the
 * template's clients send PascalCase names.
 */
export function caseInsensitiveQuery<T extends z.ZodRawShape>(shape: T) {
  const names = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object') return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) out[names.get(key.toLowerCase()) ?? key] = value;
    return out;
  }, z.object(shape));
}
