import { formatYuan, yuanToFen } from '@retail/contracts';

/**
 * Money on the document screens is added up in integer fen only (never in floating-point yuan); the API takes
 * yuan texts made from fen with formatYuan.
 */

/** Fen of a yuan amount from the API or an input; empty → 0, invalid → undefined. */
export function fenOf(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number' && value < 0) {
    const fen = yuanToFen(-value);
    return fen === undefined ? undefined : -fen;
  }
  return yuanToFen(value);
}

/** Fen of an API amount that is known to be valid. */
export const fen = (value: number | string | null | undefined): number => fenOf(value) ?? 0;

/** Fen → the yuan text the API takes. */
export const yuanOf = (amount: number): string => formatYuan(amount);

/** Sums fen amounts. */
export const sumFen = (amounts: number[]): number => amounts.reduce((a, b) => a + b, 0);
