import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC percent-encoding (RFC 3986): unreserved characters stay, everything else is %XY of its UTF-8 bytes,
 * so a space is %20 (not +) and `*` is %2A, unlike form encoding.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The parameters sorted by name, each name and value percent-encoded, joined with `=` and `&`. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name] as string)}`)
    .join('&');
}

/**
 * The signature of an RPC call (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): base64 HMAC-SHA1 keyed with the
 * AccessKey secret and `&`, of `METHOD&%2F&` + the percent-encoded canonical query.
 */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}
