import { describe, expect, it } from 'vitest';
import { lastDays, monthToDate, presetRanges, toDateRange } from './ranges.ts';

describe('report date ranges count from the business date', () => {
  it('month to date and the last N days, across month and year ends', () => {
    expect(monthToDate('2026-03-09')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-09' });
    expect(lastDays('2026-03-02', 7)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(lastDays('2026-01-01', 30)).toEqual({ startDate: '2025-12-03', endDate: '2026-01-01' });
    expect(lastDays('2026-01-01', 1)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
  });

  it('presets: yesterday, last month (whole), this year', () => {
    const presets = Object.fromEntries(
      presetRanges('2026-03-31').map(({ key, value }) => [key, toDateRange(value)]),
    );
    expect(presets.yesterday).toEqual({ startDate: '2026-03-30', endDate: '2026-03-30' });
    expect(presets.lastMonth).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presets.thisMonth).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(presets.thisYear).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(presets.last7).toEqual({ startDate: '2026-03-25', endDate: '2026-03-31' });
  });
});
