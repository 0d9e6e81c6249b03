import { describe, expect, it } from 'vitest';
import { isExpired, RefreshGate, tokenExpiry } from './tokenRefresh.ts';

function jwt(exp: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 1, exp, name: '??>>~~' })}.sig`;
}

const NOW = 1_700_000_000_000;

describe('token refresh (spec §7)', () => {
  it('reads the expiry of a JWT and treats tokens close to it as expired', () => {
    expect(tokenExpiry(jwt(123))).toBe(123);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(isExpired(jwt(NOW / 1000 + 3600), NOW)).toBe(false);
    expect(isExpired(jwt(NOW / 1000 + 10), NOW)).toBe(true);
    expect(isExpired(jwt(NOW / 1000 - 1), NOW)).toBe(true);
    expect(isExpired('opaque', NOW)).toBe(false);
  });

  it('sends the bearer token alone while it is valid', async () => {
    const gate = new RefreshGate({ access: () => jwt(NOW / 1000 + 3600), refresh: () => 'r1' }, () => NOW);
    const ticket = await gate.ticket();
    expect(ticket.headers.Authorization).toMatch(/^Bearer /);
    expect(ticket.headers['X-Authorization']).toBeUndefined();
  });

  it('sends no headers without a token', async () => {
    const gate = new RefreshGate({ access: () => null, refresh: () => null }, () => NOW);
    expect((await gate.ticket()).headers).toEqual({});
  });

  it('lets one request carry the refresh token; the others wait and go out with the new access token', async () => {
    let access = jwt(NOW / 1000 - 60);
    let refresh = 'r1';
    const gate = new RefreshGate({ access: () => access, refresh: () => refresh }, () => NOW);
    const first = await gate.ticket();
    expect(first.headers['X-Authorization']).toBe('Bearer r1');

    let secondSettled = false;
    const second = gate.ticket().then((t) => {
      secondSettled = true;
      return t;
    });
    const third = gate.ticket();
    await Promise.resolve();
    await Promise.resolve();
    expect(secondSettled).toBe(false);

    // The first response brings the new pair.
    access = jwt(NOW / 1000 + 3600);
    refresh = 'r2';
    first.done();
    const [b, c] = await Promise.all([second, third]);
    expect(b.headers.Authorization).toBe(`Bearer ${access}`);
    expect(b.headers['X-Authorization']).toBeUndefined();
    expect(c.headers['X-Authorization']).toBeUndefined();
  });
});
