import { describe, expect, it } from 'vitest';
import { rangeOf } from './range.ts';

describe('rangeOf', () => {
  const now = new Date(2026, 2, 1, 0, 5); // 1 March 2026, just after midnight

  it('covers today and yesterday as single days', () => {
    expect(rangeOf('today', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(rangeOf('yesterday', now)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });

  it('ends the last 7 and 30 days today, across month ends', () => {
    expect(rangeOf('week', now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(rangeOf('month', now)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
  });

  it('counts calendar days over a year end', () => {
    expect(rangeOf('week', new Date(2027, 0, 3, 23, 59))).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-03',
    });
  });
});
