import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13 } from '@retail/contracts';
import { inStoreEan13 } from '../../src/modules/retail/goods-barcode/ean13.ts';

describe('in-store EAN-13', () => {
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
