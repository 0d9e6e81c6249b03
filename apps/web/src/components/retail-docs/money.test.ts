import { describe, expect, it } from 'vitest';
import { fen, fenOf, sumFen, yuanOf } from './money.ts';

describe('document money helpers', () => {
  it('reads yuan exactly, including amounts that are inexact in binary floating point', () => {
    expect(fenOf('0.1')).toBe(10);
    expect(fenOf(0.29)).toBe(29);
    expect(fenOf(1.005)).toBeUndefined();
    expect(sumFen([fen(0.1), fen(0.2)])).toBe(30);
    expect(fen(-12.5)).toBe(-1250);
  });

  it('treats empty as zero and refuses text that is not an amount', () => {
    expect(fenOf('')).toBe(0);
    expect(fenOf(null)).toBe(0);
    expect(fenOf('abc')).toBeUndefined();
    expect(fenOf('1.234')).toBeUndefined();
  });

  it('writes fen back as a two-decimal yuan text', () => {
    expect(yuanOf(30)).toBe('0.30');
    expect(yuanOf(123456)).toBe('1234.56');
  });
});
