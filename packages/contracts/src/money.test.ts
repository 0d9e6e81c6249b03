import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, yuanToFen } from './money.ts';

describe('yuan <-> fen', () => {
  it('converts decimal text and numbers exactly', () => {
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(100.5)).toBe(10050);
    expect(yuanToFen(1.005 * 100), 'a float that is not two decimals').toBeUndefined();
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 12.5 ')).toBe(1250);
    expect(yuanToFen('100000000')).toBe(10_000_000_000);
  });

  it('refuses more than two decimals, negatives, exponents, junk and huge values', () => {
    for (const bad of [
      '1.001',
      '-1',
      '1e3',
      'abc',
      '',
      '.5',
      '1.',
      '100000000.01',
      Number.NaN,
      Infinity,
      -0.5,
    ]) {
      expect(yuanToFen(bad as number | string), String(bad)).toBeUndefined();
    }
  });

  it('formats fen as yuan', () => {
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(0)).toBe(0);
    expect(fenToYuan(-250)).toBe(-2.5);
  });
});

describe('formatYuan', () => {
  it('prints exactly two decimals from integer fen', () => {
    expect(formatYuan(1250)).toBe('12.50');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(1999)).toBe('19.99');
    expect(formatYuan(10_000_000_000)).toBe('100000000.00');
  });

  it('keeps the sign of refunds and rounds stray fractions of a fen', () => {
    expect(formatYuan(-250)).toBe('-2.50');
    expect(formatYuan(-5)).toBe('-0.05');
    expect(formatYuan(129.6)).toBe('1.30');
    expect(formatYuan(-0.2)).toBe('0.00');
  });

  it('prints nothing for a value that is not a number', () => {
    expect(formatYuan(Number.NaN)).toBe('');
    expect(formatYuan(Infinity)).toBe('');
  });
});
