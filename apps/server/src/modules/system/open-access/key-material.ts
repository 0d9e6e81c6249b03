import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `ak_` and 20 base32 characters (100 random bits). */
export function newAccessKey(): string {
  const bytes = randomBytes(20);
  return `ak_${[...bytes].map((b) => BASE32[b & 31]).join('')}`;
}

/** 32 random bytes, base64url (43 characters): the HMAC key, used as its text. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export const hintOf = (secret: string): string => secret.slice(-4);
