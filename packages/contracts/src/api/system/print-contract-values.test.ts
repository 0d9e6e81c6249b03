import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The files the web imports as values (see eslint.config.js): zod stays out of the browser's print code. */
const WEB_VALUE_FILES = [
  'print-catalogue.ts',
  'print-bindings.ts',
  'print-defaults.ts',
  'print-default-parts.ts',
];
const ZOD_FREE = new Set(['../../money.ts', './print-bindings.ts', ...WEB_VALUE_FILES.map((f) => `./${f}`)]);

describe('print contract values the web imports', () => {
  it.each(WEB_VALUE_FILES)('%s imports values only from zod-free files', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((m) => m[1]);
    for (const from of valueImports) expect(ZOD_FREE.has(from!), `${file} imports ${from}`).toBe(true);
  });
});
