import { describe, expect, it } from 'vitest';
import { guardTarget } from './guard.ts';

describe('navigation guard (spec §4)', () => {
  it('sends a signed-out visitor to /login with redirect and params', () => {
    const target = guardTarget('/goods/list', '?page=2&kw=tea', false) as string;
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/goods/list');
    expect(JSON.parse(url.searchParams.get('params') as string)).toEqual({ page: '2', kw: 'tea' });
  });

  it('lets a signed-out visitor stay on /login', () => {
    expect(guardTarget('/login', '?redirect=/x', false)).toBeNull();
  });

  it('sends a signed-in user from /login to the landing page and lets it go elsewhere', () => {
    expect(guardTarget('/login', '', true)).toBe('/sale/order');
    expect(guardTarget('/goods/list', '', true)).toBeNull();
  });
});
