import type { SaleLineOutput } from '@retail/contracts/api/retail/sale-order';
import { fen } from '../../../../components/retail-docs/money.ts';

/** Units of a line not yet given back. */
export const refundableQty = (line: SaleLineOutput): number => line.qty - line.refundQty;

/**
 * Fen given back for `qty` units of a line, as the server computes it: in proportion to the line amount, the
 * last units taking what is left so a fully refunded line returns exactly what was paid.
 */
export function refundFenOf(line: SaleLineOutput, qty: number): number {
  if (qty <= 0) return 0;
  const amount = fen(line.amount);
  if (qty === refundableQty(line)) return amount - fen(line.refundAmount);
  return Math.floor((amount * qty) / line.qty);
}
