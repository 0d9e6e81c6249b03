import { describe, expect, it } from 'vitest';
import { IdGenerator } from '../../src/platform/db/ids.ts';
import { formatTime, formatTimeIntl, parseLocalTime } from '../../src/platform/db/time.ts';

describe('business time zone conversions', () => {
  it('formats epoch milliseconds as yyyy-MM-dd HH:mm:ss in the zone', () => {
    const ms = Date.UTC(2026, 0, 31, 16, 5, 9);
    expect(formatTime(ms, 'Asia/Shanghai')).toBe('2026-02-01 00:05:09');
    expect(formatTime(ms, 'UTC')).toBe('2026-01-31 16:05:09');
    expect(formatTime(ms, 'America/New_York')).toBe('2026-01-31 11:05:09');
  });

  it('formats like Intl at every instant, across DST changes and in quarter- and half-hour zones', () => {
    const zones = [
      'Asia/Shanghai',
      'UTC',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Europe/London',
    ];
    // around the 2026 changes, each second of a few minutes either side, then random instants 1970-2100
    const instants: number[] = [];
    for (const change of [
      Date.UTC(2026, 2, 8, 7),
      Date.UTC(2026, 10, 1, 6),
      Date.UTC(2026, 3, 4, 15),
      Date.UTC(2026, 9, 3, 15, 30),
      Date.UTC(2026, 2, 29, 1),
    ]) {
      for (let s = -300; s <= 300; s++) instants.push(change + s * 1000);
    }
    for (let i = 0; i < 2000; i++) instants.push(Math.floor(Math.random() * Date.UTC(2100, 0, 1)));
    for (const zone of zones) {
      for (const ms of instants) expect(formatTime(ms, zone), `${zone} ${ms}`).toBe(formatTimeIntl(ms, zone));
    }
  });

  it('parses wall-clock text back to the same instant, across DST', () => {
    expect(parseLocalTime('2026-02-01 00:05:09', 'Asia/Shanghai')).toBe(Date.UTC(2026, 0, 31, 16, 5, 9));
    expect(parseLocalTime('2026-07-01', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 4, 0, 0));
    expect(parseLocalTime('2026-01-01', 'America/New_York')).toBe(Date.UTC(2026, 0, 1, 5, 0, 0));
    for (const ms of [Date.UTC(2026, 2, 8, 12), Date.UTC(2026, 10, 1, 12)]) {
      expect(parseLocalTime(formatTime(ms, 'America/New_York'), 'America/New_York')).toBe(ms);
    }
  });

  it('rejects malformed and impossible dates', () => {
    for (const bad of ['2026-02-30', '2026-13-01', 'yesterday', '2026/01/01', '2026-01-01 25:00']) {
      expect(parseLocalTime(bad, 'Asia/Shanghai')).toBeUndefined();
    }
  });
});

describe('IdGenerator', () => {
  it('hands out increasing, unique, JSON-safe ids, even past 64 per millisecond', () => {
    const ids = new IdGenerator(3);
    const seen = Array.from({ length: 5000 }, () => ids.next());
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] as number);
    expect(seen.every(Number.isSafeInteger)).toBe(true);
  });

  it('keeps workers apart', () => {
    const a = new IdGenerator(0).next();
    const b = new IdGenerator(1).next();
    expect(a).not.toBe(b);
    expect(() => new IdGenerator(16)).toThrow(RangeError);
  });
});
