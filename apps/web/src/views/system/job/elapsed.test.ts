import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed.ts';

describe('elapsedText', () => {
  it('shows a duration in the unit that reads best', () => {
    expect(elapsedText(0)).toBe('0 ms');
    expect(elapsedText(850)).toBe('850 ms');
    expect(elapsedText(1000)).toBe('1.0 s');
    expect(elapsedText(59_990)).toBe('59.9 s');
    expect(elapsedText(60_000)).toBe('1:00');
    expect(elapsedText(3_599_000)).toBe('59:59');
    expect(elapsedText(3_723_000)).toBe('1:02:03');
  });

  it('shows nothing for a run that has not ended', () => {
    expect(elapsedText(null)).toBe('');
    expect(elapsedText(undefined)).toBe('');
  });
});
