import { createHash } from 'node:crypto';
import { AppError } from '../../../platform/http/errors.ts';
import type { SaleOrderAddInput, SaleReturnInput } from '@retail/contracts/api/retail/sale-order';

/** The fingerprint of what a sale asks for: its body without the client key, as parsed (amounts in fen). */
export function saleFingerprint(input: SaleOrderAddInput): string {
  const canonical = [
    input.vipId ?? null,
    input.lines.map((l) => [l.barcode, l.qty, l.discount ?? 0]),
    input.orderDiscount ?? 0,
    input.payments.map((p) => [p.method, p.amount]),
    input.remark ?? null,
    // only when given, so bodies without a tender keep the fingerprints they had before it existed
    ...(input.cashTendered === undefined ? [] : [{ cashTendered: input.cashTendered }]),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The fingerprint of a return without receipt; marked as a return so it never equals a sale's. */
export function returnFingerprint(input: SaleReturnInput): string {
  const canonical = [
    'return',
    input.vipId ?? null,
    input.lines.map((l) => [l.barcode, l.qty]),
    input.method,
    input.reason ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * A client key that already made an order: a repeat of the same body (a double click, a retry) is answered with
 * that order; another body under the same key is a conflict, never silently answered with an unrelated order.
 * Orders from before fingerprints were kept count as repeats.
 */
export function assertSameSale(first: { clientHash: string | null }, fingerprint: string): void {
  if (first.clientHash !== null && first.clientHash !== fingerprint) {
    throw new AppError(409, 'saleOrder.clientKeyReused');
  }
}
