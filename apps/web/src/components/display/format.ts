import { formatYuan, yuanToFen } from '@retail/contracts';

/** A money amount from the API (yuan with at most two decimals) shown with exactly two decimals. */
export function yuanText(yuan: number | string | null | undefined): string {
  if (yuan === null || yuan === undefined || yuan === '') return '';
  const negative = typeof yuan === 'number' ? yuan < 0 : yuan.trim().startsWith('-');
  const magnitude = typeof yuan === 'number' ? Math.abs(yuan) : yuan.trim().replace(/^-/, '');
  const fen = yuanToFen(magnitude);
  if (fen === undefined) return String(yuan);
  return formatYuan(negative ? -fen : fen);
}

/** API times are ISO strings or `yyyy-MM-dd HH:mm:ss`; shown as `yyyy-MM-dd HH:mm:ss` in the browser's zone. */
export function dateTimeText(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}
