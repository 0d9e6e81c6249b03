import { readFileSync } from 'node:fs';
import { codeGenConfig } from '@retail/contracts/api/system/code-gen';
import { describe, expect, it } from 'vitest';
import { insertBeforeMarker } from '../../src/codegen/compare.ts';
import { generate, migrationNameOf } from '../../src/codegen/generate.ts';
import { migrationNames } from '../../src/platform/db/migrate.ts';

const fixture = codeGenConfig.parse(
  JSON.parse(readFileSync(new URL('../fixtures/codegen/retail-promotion.json', import.meta.url), 'utf8')),
);

describe('the code generator', () => {
  it('gives the same files for the same config, byte for byte', () => {
    expect(generate(fixture, { migrationNames })).toEqual(generate(fixture, { migrationNames }));
  });

  it('numbers a new table migration after the newest, and writes none once it landed', () => {
    const name = migrationNameOf(fixture, { migrationNames: ['0001_core', '0019_backup'] });
    expect(name).toBe('0020_retail_promotion');
    expect(
      migrationNameOf(fixture, { migrationNames: ['0001_core', '0020_retail_promotion'] }),
    ).toBeUndefined();
  });

  it('takes menu ids from the config: the screen at the id base, its buttons after it', () => {
    const menus = generate(fixture, { migrationNames }).find((f) => f.marker === '// codegen:menus');
    expect(menus?.content).toContain(`menu(${fixture.menu.idBase}, 'retailPromotion'`);
    const moved = { ...fixture, columns: fixture.columns.map((c) => ({ ...c, list: true })) };
    const again = generate(moved, { migrationNames }).find((f) => f.marker === '// codegen:menus');
    expect(again?.content).toBe(menus?.content);
  });

  it('inserts registry lines once, before the marker', () => {
    const text = 'a\n  // codegen:x\n';
    const once = insertBeforeMarker(text, '// codegen:x', '  b,') as string;
    expect(once).toBe('a\n  b,\n  // codegen:x\n');
    expect(insertBeforeMarker(once, '// codegen:x', '  b,')).toBeUndefined();
    expect(() => insertBeforeMarker('a\n', '// codegen:x', 'b')).toThrow(/marker/);
  });

  it('refuses names that could become paths or SQL', () => {
    for (const table of ['../x', 'Retail_Goods', "x'; drop", 'a-b']) {
      expect(codeGenConfig.safeParse({ ...fixture, table }).success).toBe(false);
    }
  });
});
