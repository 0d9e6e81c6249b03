/** EAN-13: twelve data digits and a check digit (GS1 mod-10, weights 1 and 3 from the left). */

export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits)) throw new RangeError('EAN-13 data must be 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** GS1 reserves prefixes 20–29 for numbers a store assigns itself; generated codes use 20. */
export const IN_STORE_PREFIX = '20';

/** The in-store EAN-13 for a per-tenant sequence number (1 ≤ n < 10^10). */
export function inStoreEan13(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n >= 1e10) throw new RangeError('EAN-13 sequence out of range');
  const data = IN_STORE_PREFIX + String(n).padStart(10, '0');
  return data + String(ean13CheckDigit(data));
}
