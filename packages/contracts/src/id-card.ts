import { isCalendarDate } from './dates.ts';

/** 18-digit mainland resident ID: region code, birth date YYYYMMDD, sequence, ISO 7064 MOD 11-2 check. */
const ID_CARD = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** True when year-month-day is a real calendar date not after `today`. */
function isPastDate(year: number, month: number, day: number, today: Date): boolean {
  const notLater =
    Date.UTC(year, month - 1, day) <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return isCalendarDate(year, month, day) && notLater;
}

/**
 * Valid 18-digit national ID: born 1800–2099 on a real date not in the future, and the last character (digit
 * or X, either case) equals the MOD 11-2 check over the first 17 digits.
 */
export function isIdCard(v: string, today: Date = new Date()): boolean {
  const m = ID_CARD.exec(v);
  if (!m || !isPastDate(Number(m[1]), Number(m[2]), Number(m[3]), today)) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return CHECK_CHARS[sum % 11] === v[17]!.toUpperCase();
}
