/** Money conversions: the API carries yuan (at most two decimals), services and tables work in integer fen. */

/** Largest amount the API accepts: 100 million yuan, far below 2^53 fen. */
const MAX_FEN = 10_000_000_000;
const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Exact yuan → fen for a decimal text or number with at most two decimals; undefined when it is not one. */
export function yuanToFen(value: number | string): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = YUAN_TEXT.exec(text);
  if (!m) return undefined;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : undefined;
}

/** Fen → yuan as a JSON number (exact to two decimals when printed with toFixed(2)). */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;

/** Fen → yuan text with exactly two decimals, computed on integers: 1250 → "12.50", -5 → "-0.05". */
export function formatYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const abs = Math.abs(Math.round(fen));
  const sign = Math.round(fen) < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
