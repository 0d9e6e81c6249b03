import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalString, type SignedParts } from '@retail/contracts/api/system/open-access-sign';

export const sha256Hex = (body: string): string => createHash('sha256').update(body, 'utf8').digest('hex');

/** Base64(HMAC-SHA256(secret, the canonical string)): the `sign` header of a call. */
export function signatureOf(secret: string, parts: SignedParts): string {
  return createHmac('sha256', secret).update(canonicalString(parts), 'utf8').digest('base64');
}

/** Compares in time independent of where the texts differ (their lengths aside). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
