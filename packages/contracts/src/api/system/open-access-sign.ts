/**
 * The open-access signature (version 2), shared by the server, the web's help calculator and any client: plain
 * functions without zod, so the browser imports them as values. Hashing is left to the caller (node:crypto on
 * the server, Web Crypto in the browser): sign = Base64(HMAC-SHA256(secret, canonicalString(...))).
 */

/** The request headers of a signed call (HTTP header names ignore case). */
export const SIGN_HEADERS = ['accessKey', 'timestamp', 'nonce', 'sign'] as const;
export type SignHeader = (typeof SIGN_HEADERS)[number];

/** How far a request's timestamp (Unix seconds) may be from the server's clock, either way. */
export const SIGN_WINDOW_SECONDS = 300;
/** A nonce: 16 to 64 letters, digits, `-` or `_`; each is accepted once per key. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** An access key: `ak_` and 20 base32 characters. */
export const ACCESS_KEY_PATTERN = /^ak_[a-z2-7]{20}$/;

/** RFC 3986 percent-encoding: everything but letters, digits and `-._~` (encodeURIComponent leaves `!'()*`). */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeQueryPart(text: string): string {
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    // a lone `%` is kept as it is: the signature then covers the bytes as sent
    return plus;
  }
}

/**
 * The canonical query: every `name=value` pair of the raw query string (without `?`) decoded, re-encoded by RFC
 * 3986, sorted by name then value (code unit order), joined by `&`. A name without `=` gets an empty value.
 */
export function canonicalQuery(rawQuery: string): string {
  const text = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  const pairs = text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const name = at < 0 ? part : part.slice(0, at);
      const value = at < 0 ? '' : part.slice(at + 1);
      return [encodeRfc3986(decodeQueryPart(name)), encodeRfc3986(decodeQueryPart(value))] as const;
    });
  pairs.sort(([an, av], [bn, bv]) => (an === bn ? compare(av, bv) : compare(an, bn)));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface SignedParts {
  method: string;
  /** the request path as sent, without the query (`/api/goods/page`) */
  path: string;
  /** the raw query string, with or without `?`; empty when there is none */
  query: string;
  accessKey: string;
  /** Unix seconds, as sent in the header */
  timestamp: string;
  nonce: string;
  /** lower-case hex SHA-256 of the raw body bytes (of the empty string when there is no body) */
  bodySha256: string;
}

/** The seven fields, joined by `\n`: METHOD, path, canonical query, accessKey, timestamp, nonce, body hash. */
export function canonicalString(parts: SignedParts): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    canonicalQuery(parts.query),
    parts.accessKey,
    parts.timestamp,
    parts.nonce,
    parts.bodySha256.toLowerCase(),
  ].join('\n');
}

/** The hex SHA-256 of an empty body. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
