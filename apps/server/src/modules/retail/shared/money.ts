import { z } from 'zod';

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

/**
 * A non-negative amount in yuan with at most two decimals (number or numeric text), parsed to integer fen
 * without floating-point drift. The API carries yuan; services and tables work in fen only.
 */
export const yuan = () =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const fen = yuanToFen(value);
    if (fen === undefined) {
      ctx.addIssue({ code: 'custom', message: 'an amount in yuan: 0 or more, at most two decimals' });
      return z.NEVER;
    }
    return fen;
  });

/** Output schema of an amount: yuan as a number. */
export const yuanOutput = () => z.number();
