import { describe, expect, it } from 'vitest';
import { combinations } from './combinations.ts';

describe('barcode variants', () => {
  it('crosses every colour with every size, trimmed and without repeats', () => {
    const all = combinations(['Red', ' Blue ', 'Red'], ['S', 'M']);
    expect(all.map((c) => [c.color, c.size])).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    expect(new Set(all.map((c) => c.key)).size).toBe(4);
  });

  it('makes one variant per colour (or size) when the other list is empty, none when both are', () => {
    expect(combinations(['Red'], []).map((c) => [c.color, c.size])).toEqual([['Red', null]]);
    expect(combinations([], ['XL', ' ']).map((c) => [c.color, c.size])).toEqual([[null, 'XL']]);
    expect(combinations([], [])).toEqual([]);
  });
});
