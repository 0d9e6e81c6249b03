import { describe, expect, it } from 'vitest';
import { barPattern, barRuns, code128Pattern, ean13Pattern, isValidEan13, symbologyOf } from './symbology.ts';

describe('EAN-13 bars', () => {
  it('encodes 5901234123457 with parity LGGLLG', () => {
    const left = ['0001011', '0100111', '0110011', '0010011', '0111101', '0011101'].join('');
    const right = ['1100110', '1101100', '1000010', '1011100', '1001110', '1000100'].join('');
    expect(ean13Pattern('5901234123457')).toBe(`101${left}01010${right}101`);
  });

  it('uses only L codes for a leading 0 and is always 95 modules', () => {
    const bits = ean13Pattern('0012345678905');
    expect(bits).toHaveLength(95);
    // every L code has an odd number of bar modules
    for (let i = 0; i < 6; i++) {
      const digit = bits.slice(3 + i * 7, 10 + i * 7);
      expect([...digit].filter((b) => b === '1').length % 2).toBe(1);
    }
  });

  it('refuses a wrong check digit', () => {
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(() => ean13Pattern('5901234123458')).toThrow(RangeError);
  });
});

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
