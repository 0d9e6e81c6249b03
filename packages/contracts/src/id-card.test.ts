import { describe, expect, it } from 'vitest';
import { isIdCard } from './id-card.ts';

const TODAY = new Date(2026, 0, 1);

describe('national ID card', () => {
  it('accepts a valid check digit, X in either case, leap days and births from 1800', () => {
    const good = ['11010519491231002X', '11010519491231002x', '440308199901010012', '44030820000229001X'];
    expect(good.filter((v) => !isIdCard(v, TODAY))).toEqual([]);
    expect(isIdCard('310104180001010011', TODAY)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(
      ['110105194912310020', '440308199901010013', '44030819990101001X'].filter((v) => isIdCard(v, TODAY)),
    ).toEqual([]);
  });

  it('rejects dates that do not exist: 29 Feb 1900, 30 Feb, 31 Apr, month 13, day 00', () => {
    // Each has a correct check digit for its first 17 digits, so only the date can fail.
    const withCheck = (first17: string) => {
      const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
      return first17 + '10X98765432'[sum % 11]!;
    };
    expect(withCheck('11010519000229001')).toBe('110105190002290017');
    const bad = [
      '11010519000229001',
      '11010519990230001',
      '11010519990431001',
      '11010519991301001',
      '11010519990100001',
    ];
    expect(bad.map(withCheck).filter((v) => isIdCard(v, TODAY))).toEqual([]);
    expect(isIdCard(withCheck('11010519990331001'), TODAY), '31 March exists').toBe(true);
  });

  it('rejects births in the future, before 1800, and wrong shapes', () => {
    expect(isIdCard('110105209912310010', TODAY)).toBe(false);
    expect(isIdCard('110105209912310010', new Date(2100, 0, 1)), 'once the date has passed').toBe(true);
    const bad = [
      '110105179912310010',
      '010105194912310020',
      '11010519491231002',
      '11010519491231002XX',
      '11010519491231002Y',
    ];
    expect(bad.filter((v) => isIdCard(v, TODAY))).toEqual([]);
    expect(isIdCard('')).toBe(false);
  });
});
