import { describe, expect, it } from 'vitest';
import { loadLocaleBundle } from './index.ts';
import { LANGUAGES } from './languages.ts';

function leaves(value: unknown, path = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('message sets', () => {
  it('translate every text in every language', async () => {
    const [reference, ...others] = await Promise.all(LANGUAGES.map(loadLocaleBundle));
    const keys = leaves(reference?.messages)
      .map(([key]) => key)
      .sort();
    for (const bundle of [reference, ...others]) {
      const entries = leaves(bundle?.messages);
      expect(entries.map(([key]) => key).sort()).toEqual(keys);
      for (const [key, text] of entries)
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });
});
