import { canonicalString, type SignedParts } from '@retail/contracts/api/system/open-access-sign';

/** Whether this page may use Web Crypto's digest and HMAC (a secure context: HTTPS or localhost). */
export const hasWebCrypto = (): boolean => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

const utf8 = (text: string) => new TextEncoder().encode(text);

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', utf8(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function hmacBase64(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(text)));
  return btoa(String.fromCharCode(...mac));
}

export interface Calculated {
  bodySha256: string;
  canonical: string;
  sign: string;
}

/** The signature of a request, computed in the browser; nothing is sent anywhere. */
export async function signInBrowser(
  secret: string,
  parts: Omit<SignedParts, 'bodySha256'> & { body: string },
): Promise<Calculated> {
  const bodySha256 = await sha256Hex(parts.body);
  const canonical = canonicalString({ ...parts, bodySha256 });
  return { bodySha256, canonical, sign: await hmacBase64(secret, canonical) };
}

/** 16 random bytes as 32 hex characters: a fresh nonce. */
export function randomNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
