import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, inStoreEan13, isValidEan13 } from '../../src/modules/retail/barcode/ean13.ts';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('690123456789')).toBe(2); // 6901234567892
    expect(ean13CheckDigit('978030640615')).toBe(7); // ISBN 978-0-306-40615-7
    expect(ean13CheckDigit('000000000000')).toBe(0);
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

  it('makes valid in-store codes with the 20 prefix', () => {
    expect(inStoreEan13(1)).toBe(`200000000001${ean13CheckDigit('200000000001')}`);
    for (const n of [1, 2, 99, 123456, 9_999_999_999]) {
      const code = inStoreEan13(n);
      expect(code).toMatch(/^20\d{11}$/);
      expect(isValidEan13(code)).toBe(true);
    }
    expect(() => inStoreEan13(0)).toThrow(RangeError);
    expect(() => inStoreEan13(1e10)).toThrow(RangeError);
  });
});
