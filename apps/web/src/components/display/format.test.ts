import { describe, expect, it } from 'vitest';
import { dateTimeText, yuanText } from './format.ts';

describe('yuanText', () => {
  it('shows two decimals without float drift', () => {
    expect(yuanText(12.5)).toBe('12.50');
    expect(yuanText(0.1)).toBe('0.10');
    expect(yuanText('7')).toBe('7.00');
    expect(yuanText(-0.05)).toBe('-0.05');
    expect(yuanText(null)).toBe('');
  });
  it('passes through what is not an amount', () => {
    expect(yuanText('abc')).toBe('abc');
  });
});

describe('dateTimeText', () => {
  it('keeps the API text form and formats ISO times', () => {
    expect(dateTimeText('2026-11-23 08:00:00')).toBe('2026-11-23 08:00:00');
    expect(dateTimeText(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(dateTimeText('not a date')).toBe('not a date');
    expect(dateTimeText(undefined)).toBe('');
  });
});
