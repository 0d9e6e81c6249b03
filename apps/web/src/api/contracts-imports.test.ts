import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `import … from '@retail/contracts/api/…'` statement that is not `import type`. */
function valueImports(text: string): string[] {
  const imports = text.match(/import\s+[^;]*?from\s+'@retail\/contracts\/api\/[^']+';/g) ?? [];
  return imports.filter((statement) => !/^import\s+type\s/.test(statement));
}

describe('the web and the contracts schemas', () => {
  it('takes only types from @retail/contracts/api, so no schema (nor zod) reaches the bundle', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      valueImports(readFileSync(file, 'utf8')).map((statement) => `${relative(SRC, file)}: ${statement}`),
    );
    expect(offenders).toEqual([]);
  });
});
