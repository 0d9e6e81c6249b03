import { formatTime, offsetMinutes, parseLocalTime } from '../../../platform/db/time.ts';

const DAY = 86_400_000;

/** A run of whole local days with one UTC offset: rows in it fall on day `floor((t + offsetMs) / DAY)`. */
export interface DaySegment {
  from: number;
  /** exclusive */
  to: number;
  offsetMs: number;
}

/** The local date (yyyy-MM-dd) of a day number computed with the segment's offset. */
export const dayName = (dayNumber: number) => new Date(dayNumber * DAY).toISOString().slice(0, 10);

/** The instant a local date starts in the zone. */
export function startOfDay(date: string, timeZone: string): number {
  const start = parseLocalTime(date, timeZone);
  if (start === undefined) throw new RangeError(`not a date: ${date}`);
  return start;
}

/** The local date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The local date after `date`. */
export const nextDate = (date: string) => addDays(date, 1);

/**
 * Splits the local dates [first, last] into runs with a constant UTC offset, so each run can be grouped by day
 * with plain integer arithmetic in SQL on every database; a zone without daylight saving gives one run.
 */
export function daySegments(first: string, last: string, timeZone: string): DaySegment[] {
  const segments: DaySegment[] = [];
  for (let date = first; date <= last; date = nextDate(date)) {
    const from = startOfDay(date, timeZone);
    const to = startOfDay(nextDate(date), timeZone);
    const offsetMs = offsetMinutes(from, timeZone) * 60_000;
    const current = segments.at(-1);
    if (current && current.offsetMs === offsetMs && current.to === from) current.to = to;
    else segments.push({ from, to, offsetMs });
  }
  return segments;
}

/** The local date of an instant in the zone. */
export const localDate = (ms: number, timeZone: string) => formatTime(ms, timeZone).slice(0, 10);

/** The Monday (yyyy-MM-dd) of the ISO week of a local date. */
export function weekOf(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - weekday * DAY).toISOString().slice(0, 10);
}

export const monthOf = (date: string) => date.slice(0, 7);
