/** Calendar dates and wall-clock times as the API carries them (spec §5: impossible dates are refused). */

/** True when year-month-day names a day of the Gregorian calendar (years 1–9999; 2026-02-30 does not). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `yyyy-MM-dd` of a real day (`0000-00-00` and `2026-02-30` are refused). */
export function isDateText(v: string): boolean {
  const m = DATE.exec(v);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `yyyy-MM-dd[ HH:mm[:ss]]` (or with a `T`) of a real day and a real time of day (00:00:00–23:59:59). */
export function isLocalDateTime(v: string): boolean {
  const m = DATE_TIME.exec(v);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  const [h = '0', mi = '0', s = '0'] = [m[4], m[5], m[6]].map((x) => x ?? '0');
  return Number(h) <= 23 && Number(mi) <= 59 && Number(s) <= 59;
}
