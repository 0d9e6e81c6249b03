import * as contracts from '@retail/contracts';
import { describe, expect, it } from 'vitest';
import { demoTools as en } from '../../i18n/demo/tools-en.ts';
import { demoTools as zhCn } from '../../i18n/demo/tools-zh-cn.ts';
import { demoTools as zhTw } from '../../i18n/demo/tools-zh-tw.ts';
import { NOT_INPUT_RULES, SPEC_ROWS, TOOL_GROUPS } from './catalogue.ts';
import { outcomeKey } from './outcome.ts';

const rows = TOOL_GROUPS.flatMap((group) => group.rows);

describe('the tools page', () => {
  it('has a row for every validator, helper and rule pattern exported by @retail/contracts', () => {
    const used = new Set(rows.flatMap((row) => row.uses));
    const missing = Object.entries(contracts)
      .filter(([, value]) => typeof value === 'function' || value instanceof RegExp)
      .filter(([, value]) => !used.has(value) && !NOT_INPUT_RULES.has(value))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    // and nothing excluded is on the page after all
    for (const excluded of NOT_INPUT_RULES.keys()) expect(used.has(excluded)).toBe(false);
  });

  it("shows the expected verdict or output for each of a row's examples", () => {
    for (const row of rows) {
      expect(row.examples.length, row.id).toBeGreaterThan(0);
      for (const example of row.examples)
        expect(outcomeKey(row.run(example.input)), `${row.id}(${example.input})`).toBe(
          outcomeKey(example.expect),
        );
    }
  });

  it('gives each row its own id and its rule text in three languages', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const texts of [zhCn, en, zhTw]) expect(Object.keys(texts.rules).sort()).toEqual([...ids].sort());
    for (const id of SPEC_ROWS) expect(ids).toContain(id);
  });

  it('a row with a pattern answers as its regular expression does on the examples', () => {
    for (const row of rows)
      for (const example of row.examples)
        if (row.pattern)
          expect(outcomeKey(row.run(example.input)), `${row.id}(${example.input})`).toBe(
            row.pattern.test(example.input) ? 'valid' : 'invalid',
          );
  });
});
