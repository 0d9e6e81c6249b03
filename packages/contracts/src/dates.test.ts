import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateText, isLocalDateTime } from './dates.ts';

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
  });

  it('accepts real yyyy-MM-dd dates and refuses impossible ones', () => {
    expect(['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'].filter((v) => !isDateText(v))).toEqual(
      [],
    );
    const bad = [
      '2026-02-30',
      '0000-00-00',
      '0000-01-01',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
    ];
    expect(bad.filter(isDateText)).toEqual([]);
    expect(isDateText('2026-01-01 10:00')).toBe(false);
  });

  it('accepts a date with an optional real time of day, and refuses impossible ones', () => {
    const good = ['2026-02-28', '2026-02-28 23:59', '2026-02-28 23:59:59', '2026-02-28T00:00:00'];
    expect(good.filter((v) => !isLocalDateTime(v))).toEqual([]);
    const bad = [
      '2026-02-30 10:00',
      '0000-00-00 00:00:00',
      '2026-01-01 24:00',
      '2026-01-01 10:60',
      '2026-01-01 10:00:60',
    ];
    expect(bad.filter(isLocalDateTime)).toEqual([]);
  });
});
