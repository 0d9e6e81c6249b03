import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sha256Hex, signatureOf } from '../../src/modules/system/open-access/signing.ts';
import { call } from './test-app.ts';

export interface TestKey {
  accessKey: string;
  accessSecret: string;
}

export interface SignedOptions {
  body?: unknown;
  /** Unix seconds; now unless told */
  timestamp?: number;
  nonce?: string;
  remoteAddress?: string;
  /** sign these instead of what is sent (to tamper with a request after signing it) */
  signed?: { method?: string; url?: string; rawBody?: string };
  /** sign with this secret instead of the key's */
  secret?: string;
  headers?: Record<string, string>;
}

export const newNonce = () => randomBytes(12).toString('base64url');

/** The headers of a signed call of `method url` with `rawBody`, as a third party computes them. */
export function signedHeaders(
  key: TestKey,
  method: string,
  url: string,
  rawBody: string,
  options: { timestamp?: number; nonce?: string; secret?: string } = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? newNonce();
  const at = url.indexOf('?');
  const sign = signatureOf(options.secret ?? key.accessSecret, {
    method,
    path: at < 0 ? url : url.slice(0, at),
    query: at < 0 ? '' : url.slice(at + 1),
    accessKey: key.accessKey,
    timestamp,
    nonce,
    bodySha256: sha256Hex(rawBody),
  });
  return { accessKey: key.accessKey, timestamp, nonce, sign };
}

/** A signed call through inject: JSON body (if any) sent exactly as signed unless `signed` says otherwise. */
export function signedCall(
  app: FastifyInstance,
  key: TestKey,
  method: 'GET' | 'POST',
  url: string,
  options: SignedOptions = {},
) {
  const rawBody = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers = signedHeaders(
    key,
    options.signed?.method ?? method,
    options.signed?.url ?? url,
    options.signed?.rawBody ?? rawBody,
    options,
  );
  return call(app, method, url, {
    ...(options.body === undefined ? {} : { rawBody }),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
      ...options.headers,
    },
    remoteAddress: options.remoteAddress,
  });
}
