import { formatYuan, PayMethod } from '@retail/contracts';
import { fenOf } from '../../../../components/retail-docs/money.ts';

/**
 * Cash tender at the till, in integer fen: the quick amounts a cashier offers (exact, then the next multiple of
 * 10, 50 and 100 yuan above it) and the change due.
 */

const YUAN = 100;

/** The quick-tender amounts for a cash payment, fen: exact, next 10, next 50, next 100, without repeats. */
export function quickTenders(cashFen: number): number[] {
  if (cashFen <= 0) return [];
  const next = (step: number) => Math.ceil(cashFen / (step * YUAN)) * step * YUAN;
  return [...new Set([cashFen, next(10), next(50), next(100)])];
}

/** The change for a tender, fen; undefined when nothing (valid) was tendered or it is short. */
export function changeFen(cashFen: number, tenderedFen: number | undefined): number | undefined {
  if (tenderedFen === undefined || tenderedFen === 0 || tenderedFen < cashFen) return undefined;
  return tenderedFen - cashFen;
}

/** Fen paid by cash among the typed payments (invalid amounts count as 0; the payments editor reports them). */
export const cashPaidFen = (payments: Array<{ method: number; amount: string }>): number =>
  payments.filter((p) => p.method === PayMethod.Cash).reduce((sum, p) => sum + (fenOf(p.amount) ?? 0), 0);

/**
 * The tender to send with the sale as yuan text: undefined when none is typed (or no cash is paid), null when
 * the typed tender cannot be sent (not an amount, or less than the cash payment).
 */
export function tenderToSend(cashFen: number, tendered: string): string | undefined | null {
  if (cashFen === 0 || tendered.trim() === '') return undefined;
  const fen = fenOf(tendered);
  if (fen === undefined || fen < cashFen) return null;
  return formatYuan(fen);
}
