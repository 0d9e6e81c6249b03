import { describe, expect, it } from 'vitest';
import { barPattern, barRuns, code128Pattern, symbologyOf } from './symbology.ts';

describe('Code 128 B bars', () => {
  it('gives each printable character its own 11-module symbol of three bars and three spaces', () => {
    const seen = new Set<string>();
    for (let c = 32; c <= 126; c++) {
      const symbol = code128Pattern(String.fromCharCode(c)).slice(11, 22);
      expect(symbol).toMatch(/^1[01]{9}0$/);
      expect(barRuns(symbol)).toHaveLength(3);
      seen.add(symbol);
    }
    expect(seen.size).toBe(95);
  });

  it('frames the data with start B, the mod-103 check symbol and the stop symbol', () => {
    // "A" = 33; check = (104 + 33 × 1) mod 103 = 34
    const bits = code128Pattern('A');
    expect(bits.slice(0, 11)).toBe('11010010000');
    expect(bits.slice(22, 33)).toBe(code128Pattern('B').slice(11, 22));
    expect(bits.slice(-13)).toBe('1100011101011');
    expect(bits).toHaveLength(11 * 3 + 13);
  });
});

describe('choice of symbology', () => {
  it('prints valid EAN-13 codes as EAN-13 and anything else as Code 128', () => {
    expect(symbologyOf('2000000000015')).toBe('ean13');
    expect(symbologyOf('2000000000016')).toBe('code128');
    expect(symbologyOf('SKU-01.a')).toBe('code128');
    expect(barPattern('SKU-01.a').bits.endsWith('1100011101011')).toBe(true);
  });

  it('merges adjacent bar modules into runs', () => {
    expect(barRuns('1100101110')).toEqual([
      [0, 2],
      [4, 1],
      [6, 3],
    ]);
  });
});
