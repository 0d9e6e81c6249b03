import { describe, expect, it } from 'vitest';
import { businessNow, noteServerTime } from './serverClock.ts';

describe('the business clock', () => {
  it('runs on from the last envelope time, whatever the browser zone, across a day boundary', () => {
    noteServerTime('2026-03-18 23:59:58', 1_000_000);
    expect(businessNow(1_000_000)).toBe('2026-03-18 23:59:58');
    expect(businessNow(1_003_500)).toBe('2026-03-19 00:00:01');
  });

  it('ignores a time that is not yyyy-MM-dd HH:mm:ss', () => {
    noteServerTime('2026-03-18 10:00:00', 0);
    noteServerTime('2026-03-18T10:00:00Z', 0);
    noteServerTime(undefined, 0);
    expect(businessNow(0)).toBe('2026-03-18 10:00:00');
  });
});
