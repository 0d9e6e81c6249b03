import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../src/platform/cache/memory-cache.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import { SecretBox } from '../../src/platform/security/secret-box.ts';
import { REFRESH_AHEAD_MS, SharedAccessToken } from '../../src/plugins/wechat/access-token.ts';
import { OauthState, STATE_TTL_MS } from '../../src/plugins/wechat/oauth-state.ts';

const JWT_SECRET = 'jwt-secret-for-unit-tests-0123456789';

describe('the signed OAuth state', () => {
  const reason = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return error instanceof AppError ? error.reason : String(error);
    }
    return 'accepted';
  };

  it('carries its tenant back, within the 128 characters WeChat allows', () => {
    const state = new OauthState(JWT_SECRET).issue(1300000000001);
    expect(state.length).toBeLessThanOrEqual(128);
    expect(state).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(new OauthState(JWT_SECRET).tenantOf(state)).toBe(1300000000001);
  });

  it('refuses another tenant written into it, another server’s signature and a malformed one', () => {
    const state = new OauthState(JWT_SECRET).issue(1300000000001);
    const [, ...rest] = state.split('.');
    expect(reason(() => new OauthState(JWT_SECRET).tenantOf([(5).toString(36), ...rest].join('.')))).toBe(
      'wechat.stateInvalid',
    );
    expect(reason(() => new OauthState(`${JWT_SECRET}-other`).tenantOf(state))).toBe('wechat.stateInvalid');
    expect(reason(() => new OauthState(JWT_SECRET).tenantOf('a.b.c'))).toBe('wechat.stateInvalid');
  });

  it('expires after 10 minutes', () => {
    let now = 1_000_000;
    const states = new OauthState(JWT_SECRET, () => now);
    const state = states.issue(7);
    now += STATE_TTL_MS - 1;
    expect(states.tenantOf(state)).toBe(7);
    now += 1;
    expect(reason(() => states.tenantOf(state))).toBe('wechat.stateExpired');
  });
});

describe('the shared access token', () => {
  const app = { appId: 'wx0123456789abcdef', appSecret: 'secret-0123456789abcdef', apiBase: 'http://unused' };
  const setup = () => {
    const clock = { now: 5_000_000 };
    const fetched: boolean[] = [];
    const cache = new MemoryCache();
    const secrets = new SecretBox('data-key-for-unit-tests-0123456789abcdef');
    const tokens = new SharedAccessToken(
      cache,
      secrets,
      async (_app, force) => {
        fetched.push(force);
        return { accessToken: `token-${fetched.length}`, expiresIn: 7200 };
      },
      () => clock.now,
    );
    return { clock, fetched, cache, tokens };
  };

  it('is fetched once and kept sealed in the shared cache', async () => {
    const { fetched, cache, tokens } = setup();
    expect(await Promise.all([tokens.get(app), tokens.get(app), tokens.get(app)])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    expect(fetched).toEqual([false]);
    const stored = await cache.get<{ sealed: string }>(`wechat:token:${app.appId}`);
    expect(stored?.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('token-1');
  });

  it('is renewed once it is within the refresh margin of its end, by the job or a caller', async () => {
    const { clock, fetched, tokens } = setup();
    await tokens.get(app);
    clock.now += 7200_000 - REFRESH_AHEAD_MS - 1;
    expect(await tokens.refreshIfDue(app)).toBe(false);
    clock.now += 1;
    expect(await tokens.refreshIfDue(app)).toBe(true);
    expect(await tokens.get(app)).toBe('token-2');
    expect(fetched).toEqual([false, false]);
  });

  it('is replaced with force when WeChat refuses it, unless someone replaced it already', async () => {
    const { fetched, tokens } = setup();
    const refused = await tokens.get(app);
    expect(await Promise.all([tokens.refused(app, refused), tokens.refused(app, refused)])).toEqual([
      'token-2',
      'token-2',
    ]);
    expect(fetched).toEqual([false, true]);
    expect(await tokens.refused(app, refused)).toBe('token-2');
    expect(fetched).toHaveLength(2);
  });
});
