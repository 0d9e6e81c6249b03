import { withEan13CheckDigit } from '@retail/contracts';

/** GS1 reserves prefixes 20–29 for numbers a store assigns itself; generated codes use 20. */
export const IN_STORE_PREFIX = '20';

/** The in-store EAN-13 for a per-tenant sequence number (1 ≤ n < 10^10). */
export function inStoreEan13(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n >= 1e10) throw new RangeError('EAN-13 sequence out of range');
  return withEan13CheckDigit(IN_STORE_PREFIX + String(n).padStart(10, '0'));
}
