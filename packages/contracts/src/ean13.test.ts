import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, ean13Pattern, isValidEan13, withEan13CheckDigit } from './ean13.ts';

describe('EAN-13 check digit', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('690123456789')).toBe(2); // 6901234567892
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(withEan13CheckDigit('690123456789')).toBe('6901234567892');
  });

  it('verifies codes and rejects a changed digit or a wrong length', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('9780306406157')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('4006381333391')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
  });
});

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
