import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalString, EMPTY_BODY_SHA256, encodeRfc3986 } from './open-access-sign.ts';

describe('canonical query', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['b=2&a=1', 'a=1&b=2'],
    ['?b=2&a=1', 'a=1&b=2'],
    // same name: ordered by value
    ['x=2&x=10&x=1', 'x=1&x=10&x=2'],
    // a plus and %20 are both a space; encoded the RFC 3986 way
    ['q=a+b&r=a%20b', 'q=a%20b&r=a%20b'],
    // characters encodeURIComponent leaves alone are encoded too; unreserved ones are not
    ["s=!'()*&t=-._~", 's=%21%27%28%29%2A&t=-._~'],
    // a name without a value, and empty parts
    ['flag&&a=', 'a=&flag='],
    // decoded then encoded again: different spellings of one text agree
    ['name=%e5%95%86', 'name=%E5%95%86'],
    ['name=商', 'name=%E5%95%86'],
    // a lone percent stays as sent (encoded)
    ['p=100%', 'p=100%25'],
  ])('%j → %j', (raw, canonical) => {
    expect(canonicalQuery(raw)).toBe(canonical);
  });

  it('encodes by RFC 3986', () => {
    expect(encodeRfc3986("a b/c?d=e&f!g'h(i)j*k~l")).toBe('a%20b%2Fc%3Fd%3De%26f%21g%27h%28i%29j%2Ak~l');
  });
});

describe('canonical string', () => {
  it('joins the seven fields with newlines, the method upper case and the hash lower case', () => {
    expect(
      canonicalString({
        method: 'post',
        path: '/api/goods/page',
        query: 'b=x+y&a=1',
        accessKey: 'ak_abcdefghijklmnopqrst',
        timestamp: '1700000000',
        nonce: 'nonce-0123456789abcdef',
        bodySha256: '70FB0185588D2E765454A7927F2792AE2B6FAA2516781DEB69864246E0803D05',
      }),
    ).toBe(
      [
        'POST',
        '/api/goods/page',
        'a=1&b=x%20y',
        'ak_abcdefghijklmnopqrst',
        '1700000000',
        'nonce-0123456789abcdef',
        '70fb0185588d2e765454a7927f2792ae2b6faa2516781deb69864246e0803d05',
      ].join('\n'),
    );
  });

  it('names the hash of an empty body', () => {
    expect(EMPTY_BODY_SHA256).toHaveLength(64);
  });
});

describe('the signature module the web imports as values', () => {
  it('imports nothing, so zod stays out of the browser', () => {
    const source = readFileSync(new URL('./open-access-sign.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
