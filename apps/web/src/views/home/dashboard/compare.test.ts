import { describe, expect, it } from 'vitest';
import { changeRate, groupedYuan } from './compare.ts';

describe('changeRate', () => {
  it('gives the change on yesterday in percent with one decimal', () => {
    expect(changeRate(150, 100)).toBe(50);
    expect(changeRate(50, 100)).toBe(-50);
    expect(changeRate(100, 100)).toBe(0);
    expect(changeRate(1, 3)).toBe(-66.7);
  });
  it('has no rate when yesterday was zero, and measures from a negative day by its size', () => {
    expect(changeRate(10, 0)).toBeUndefined();
    expect(changeRate(10, -10)).toBe(200);
  });
});

describe('groupedYuan', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(groupedYuan(1234567.5)).toBe('1,234,567.50');
    expect(groupedYuan(0)).toBe('0.00');
    expect(groupedYuan(-12.3)).toBe('-12.30');
  });
});
