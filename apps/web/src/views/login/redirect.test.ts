import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './redirect.ts';

const target = (query: string) => afterLoginPath(new URLSearchParams(query));

describe('afterLoginPath', () => {
  it('goes home without a redirect', () => {
    expect(target('')).toBe('/');
  });

  it('follows an in-app redirect with its params as the query', () => {
    expect(target('redirect=/goods/list')).toBe('/goods/list');
    expect(target(`redirect=/goods/list&params=${encodeURIComponent('{"id":7,"tab":"stock"}')}`)).toBe(
      '/goods/list?id=7&tab=stock',
    );
  });

  it('ignores malformed params', () => {
    expect(target('redirect=/goods/list&params=%7Bnope')).toBe('/goods/list');
  });

  it('never leaves the site or loops back to the login page', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'goods', '/login']) {
      expect(target(`redirect=${encodeURIComponent(redirect)}`)).toBe('/');
    }
  });
});
