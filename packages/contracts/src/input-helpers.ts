/**
 * Input sanitisers of spec §5: string in, cleaned string out, applied on every keystroke, so a value the user
 * is still typing (such as "12.") survives.
 */

/** Leading zeros that precede another digit: "007" → "7", "0.5" and "0" stay. */
const dropLeadingZeros = (v: string) => v.replace(/^0+(?=\d)/, '');

/** Whole percentage: digits only, no leading zero, anything of three or more digits is capped to "100". */
export function percentageInteger(value: string): string {
  const digits = dropLeadingZeros(value.trim().replace(/\D/g, ''));
  return digits.length >= 3 ? '100' : digits;
}

/** Non-negative decimal: digits and the first dot only, no leading dot, no leading zeros, at most 2 decimals. */
export function decimalFilter(value: string): string {
  const cleaned = value
    .trim()
    .replace(/[^\d.]/g, '')
    .replace(/^\.+/, '');
  const dot = cleaned.indexOf('.');
  const whole = dropLeadingZeros(dot < 0 ? cleaned : cleaned.slice(0, dot));
  if (dot < 0) return whole;
  return `${whole}.${cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** Decimal percentage: the decimal filter, then anything of 100 or more becomes "100" (also "100."). */
export function percentageDecimal(value: string): string {
  const v = decimalFilter(value);
  return v !== '' && Number(v) >= 100 ? '100' : v;
}

/** Non-negative integer: digits only (dots dropped like any other character), no leading zero. */
export const integerFilter = (value: string): string => dropLeadingZeros(value.replace(/\D/g, ''));

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/** Removes Chinese characters and all whitespace. */
export const stripChinese = (value: string): string => value.replace(CJK, '').replace(/\s/g, '');

/** Removes Latin letters and all whitespace. */
export const stripLetters = (value: string): string => value.replace(/[A-Za-z\s]/g, '');

/** Removes all whitespace, inside the text too. */
export const stripSpaces = (value: string): string => value.replace(/\s/g, '');

/** Removes whitespace at both ends only. */
export const trimSpaces = (value: string): string => value.trim();

/** The decimal filter, then a comma every three digits of the integer part: "1234567.8" → "1,234,567.8". */
export function thousands(value: string): string {
  const v = decimalFilter(value);
  const dot = v.indexOf('.');
  const whole = dot < 0 ? v : v.slice(0, dot);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (dot < 0 ? '' : v.slice(dot));
}
