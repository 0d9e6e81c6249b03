import type { Cache } from '../../platform/cache/cache.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import type { WechatConfig } from './config.ts';
import { type StableToken, WechatApi } from './wechat-api.ts';

/** A token this close to its end is refreshed (WeChat keeps the previous one valid for 5 minutes after a refresh). */
export const REFRESH_AHEAD_MS = 10 * 60_000;
/** How long the one refresher holds the lock; a crashed holder frees it after this. */
const LOCK_SECONDS = 30;
/** How a caller that did not get the lock waits for the holder's token. */
const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 15_000;

/** What the shared cache keeps per app: the token sealed with DATA_KEY, and when WeChat said it ends. */
interface CachedToken {
  sealed: string;
  expiresAt: number;
}

type App = Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBase'>;

const tokenKey = (appId: string) => `wechat:token:${appId}`;
const lockKey = (appId: string) => `wechat:token-lock:${appId}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One access token per WeChat app, shared by every instance through the shared cache (Redis when configured),
 * since each fetch invalidates the previous token. Only the holder of a short lock fetches a new one (`cache.add`,
 * Redis SET NX); the others wait for it to appear. A token is refreshed ahead of its end, and at once when WeChat
 * refuses it (error 40001 and kin), but only if it is still the token that was refused.
 */
export class SharedAccessToken {
  constructor(
    private readonly cache: Cache,
    private readonly secrets: SecretBox,
    private readonly fetchToken: (app: App, force: boolean) => Promise<StableToken> = (app, force) =>
      new WechatApi(app).stableToken(force),
    private readonly now: () => number = Date.now,
  ) {}

  /** The app's token: the shared one while it is not close to its end, else a fresh one. */
  async get(app: App): Promise<string> {
    const cached = await this.cached(app.appId);
    if (cached && !this.due(cached)) return this.secrets.open(cached.sealed);
    return this.renew(app, cached, false);
  }

  /** Refreshes the app's token if it ends within `REFRESH_AHEAD_MS` (the scheduled refresh); true when it did. */
  async refreshIfDue(app: App): Promise<boolean> {
    const cached = await this.cached(app.appId);
    if (cached && !this.due(cached)) return false;
    await this.renew(app, cached, false);
    return true;
  }

  /** WeChat refused `token`: a new one, unless another caller has replaced it already. */
  async refused(app: App, token: string): Promise<string> {
    const cached = await this.cached(app.appId);
    if (cached && this.secrets.open(cached.sealed) !== token && !this.due(cached)) {
      return this.secrets.open(cached.sealed);
    }
    return this.renew(app, cached, true);
  }

  private due(token: CachedToken): boolean {
    return token.expiresAt - REFRESH_AHEAD_MS <= this.now();
  }

  private async cached(appId: string): Promise<CachedToken | undefined> {
    return this.cache.get<CachedToken>(tokenKey(appId));
  }

  /**
   * Fetches under the lock, or waits for the lock holder to store a token newer than `seen`; takes the lock itself
   * when the holder let it go without one (WeChat failed it) or its time ran out.
   */
  private async renew(app: App, seen: CachedToken | undefined, force: boolean): Promise<string> {
    const key = lockKey(app.appId);
    const fresh = (token: CachedToken | undefined): token is CachedToken =>
      token !== undefined && token.sealed !== seen?.sealed && !this.due(token);
    const deadline = this.now() + WAIT_MAX_MS;
    while (this.now() < deadline) {
      if (await this.cache.add(key, 1, LOCK_SECONDS)) {
        try {
          // the previous holder may have stored a token between our read and our lock
          const latest = await this.cached(app.appId);
          if (fresh(latest)) return this.secrets.open(latest.sealed);
          return await this.fetchAndStore(app, force);
        } finally {
          await this.cache.del(key);
        }
      }
      do {
        await sleep(WAIT_STEP_MS);
        const latest = await this.cached(app.appId);
        if (fresh(latest)) return this.secrets.open(latest.sealed);
      } while ((await this.cache.get(key)) !== undefined && this.now() < deadline);
    }
    throw new AppError(503, 'wechat.unavailable');
  }

  private async fetchAndStore(app: App, force: boolean): Promise<string> {
    const token = await this.fetchToken(app, force);
    const expiresAt = this.now() + token.expiresIn * 1000;
    const value: CachedToken = { sealed: this.secrets.seal(token.accessToken), expiresAt };
    await this.cache.set(tokenKey(app.appId), value, token.expiresIn);
    return token.accessToken;
  }
}
