import { EMPTY_BODY_SHA256 } from '@retail/contracts/api/system/open-access-sign';
import { describe, expect, it } from 'vitest';
import { firstInvalidEntry, ipAllowed } from '../../src/modules/system/open-access/ip-allowlist.ts';
import { newAccessKey, newSecret } from '../../src/modules/system/open-access/key-material.ts';
import { sameSignature, sha256Hex, signatureOf } from '../../src/modules/system/open-access/signing.ts';

/** A request signed by hand with openssl (`openssl dgst -sha256 -hmac test-secret -binary | base64`). */
const VECTOR = {
  secret: 'test-secret',
  parts: {
    method: 'POST',
    path: '/api/goods/page',
    query: 'b=x%20y&a=1',
    accessKey: 'ak_abcdefghijklmnopqrst',
    timestamp: '1700000000',
    nonce: 'nonce-0123456789abcdef',
    bodySha256: sha256Hex('{"page":1}'),
  },
  sign: 'S45K6W0f8mZMab8fKEN+F+oXjCt2UWHHDEO00m+g/t4=',
};

describe('open-access signing', () => {
  it('hashes the body as hex SHA-256', () => {
    expect(sha256Hex('')).toBe(EMPTY_BODY_SHA256);
    expect(sha256Hex('{"page":1}')).toBe('70fb0185588d2e765454a7927f2792ae2b6faa2516781deb69864246e0803d05');
  });

  it('signs the canonical string as openssl does', () => {
    expect(signatureOf(VECTOR.secret, VECTOR.parts)).toBe(VECTOR.sign);
  });

  it.each([
    ['method', { method: 'GET' }],
    ['path', { path: '/api/goods/pagE' }],
    ['query', { query: 'b=x%20y&a=2' }],
    ['key', { accessKey: 'ak_abcdefghijklmnopqrsu' }],
    ['timestamp', { timestamp: '1700000001' }],
    ['nonce', { nonce: 'nonce-0123456789abcdeg' }],
    ['body', { bodySha256: sha256Hex('{"page":2}') }],
  ])('changes with the %s', (_field, change) => {
    expect(signatureOf(VECTOR.secret, { ...VECTOR.parts, ...change })).not.toBe(VECTOR.sign);
  });

  it('compares signatures whole, and refuses other lengths without throwing', () => {
    expect(sameSignature(VECTOR.sign, VECTOR.sign)).toBe(true);
    expect(sameSignature(VECTOR.sign, `${VECTOR.sign.slice(0, -2)}A=`)).toBe(false);
    expect(sameSignature(VECTOR.sign, VECTOR.sign.slice(0, -1))).toBe(false);
    expect(sameSignature(VECTOR.sign, '')).toBe(false);
    expect(sameSignature(VECTOR.sign, `${VECTOR.sign}=`)).toBe(false);
  });
});

describe('keys and allowlists', () => {
  it('makes keys of `ak_` and 20 base32 characters, and 43-character secrets, each new', () => {
    const keys = new Set(Array.from({ length: 50 }, newAccessKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^ak_[a-z2-7]{20}$/);
    expect(newSecret()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(newSecret());
  });

  it('allows any address without entries, else only listed addresses and ranges', () => {
    expect(ipAllowed([], '203.0.113.9')).toBe(true);
    const list = ['10.1.0.0/16', '192.0.2.7', '2001:db8::/32'];
    expect(ipAllowed(list, '10.1.200.3')).toBe(true);
    expect(ipAllowed(list, '::ffff:10.1.2.3')).toBe(true);
    expect(ipAllowed(list, '10.2.0.1')).toBe(false);
    expect(ipAllowed(list, '192.0.2.7')).toBe(true);
    expect(ipAllowed(list, '192.0.2.8')).toBe(false);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '2001:db9::5')).toBe(false);
  });

  it('names the first entry that is no address or range', () => {
    expect(firstInvalidEntry(['10.0.0.0/8', '::1'])).toBe(-1);
    expect(firstInvalidEntry(['10.0.0.0/8', '10.0.0.0/33'])).toBe(1);
    expect(firstInvalidEntry(['example.com'])).toBe(0);
    expect(firstInvalidEntry(['1.2.3.4/8/9'])).toBe(0);
    expect(firstInvalidEntry(['1.2.3.4/x'])).toBe(0);
  });
});
