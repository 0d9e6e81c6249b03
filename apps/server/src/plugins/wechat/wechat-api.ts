import type { WechatConfig } from './config.ts';

/** The longest a WeChat call may take, and the most of its answer read (its answers are small JSON objects). */
const CALL_TIMEOUT_MS = 10_000;
const ANSWER_MAX_BYTES = 64 * 1024;

/** Error codes WeChat answers for an access token that is no longer valid (replaced, expired or unknown). */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

/** WeChat answered with an `errcode`; `errmsg` is WeChat's text, kept for the log and never shown to a visitor. */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat error ${errcode}: ${errmsg}`);
    this.name = 'WechatApiError';
  }

  get staleToken(): boolean {
    return STALE_TOKEN_CODES.has(this.errcode);
  }
}

/** WeChat could not be reached, or answered something other than JSON. */
export class WechatUnreachable extends Error {
  override name = 'WechatUnreachable';
}

export interface StableToken {
  accessToken: string;
  /** seconds */
  expiresIn: number;
}

export interface OauthGrant {
  openId: string;
  unionId: string | null;
  accessToken: string;
  refreshToken: string | null;
  scope: string;
}

export interface WechatProfile {
  nickName: string | null;
  avatar: string | null;
  sex: number | null;
  language: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  unionId: string | null;
}

export interface Subscription {
  subscribe: boolean;
  /** epoch ms, while subscribed */
  subscribeTime: number | null;
  unionId: string | null;
}

export interface MiniProgramSession {
  openId: string;
  unionId: string | null;
  sessionKey: string;
}

type Answer = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

async function readAnswer(response: Response): Promise<Answer> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > ANSWER_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new WechatUnreachable(`WeChat answered more than ${ANSWER_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new WechatUnreachable(`WeChat answered HTTP ${response.status} with no JSON`);
  }
  if (!parsed || typeof parsed !== 'object') throw new WechatUnreachable('WeChat answered no object');
  const answer = parsed as Answer;
  const errcode = num(answer.errcode);
  if (errcode) throw new WechatApiError(errcode, text(answer.errmsg) ?? '');
  return answer;
}

/**
 * The few WeChat server APIs the plugin uses, called with `fetch` (no SDK): the stable access token, the official
 * account's OAuth code exchange, user info and subscription, and the mini-program's code-to-session. Redirects are
 * not followed, every call has a time limit and a size limit.
 */
export class WechatApi {
  constructor(private readonly config: Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBase'>) {}

  private url(path: string, query: Record<string, string> = {}): URL {
    const url = new URL(
      path,
      this.config.apiBase.endsWith('/') ? this.config.apiBase : `${this.config.apiBase}/`,
    );
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  }

  private async call(url: URL, init: RequestInit = {}): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WechatUnreachable(`WeChat could not be reached: ${(error as Error).message}`);
    }
    return readAnswer(response);
  }

  /** POST /cgi-bin/stable_token: the app's access token; `forceRefresh` replaces one WeChat refused. */
  async stableToken(forceRefresh: boolean): Promise<StableToken> {
    const answer = await this.call(this.url('cgi-bin/stable_token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credential',
        appid: this.config.appId,
        secret: this.config.appSecret,
        force_refresh: forceRefresh,
      }),
    });
    const accessToken = text(answer.access_token);
    const expiresIn = num(answer.expires_in);
    if (!accessToken || !expiresIn) throw new WechatUnreachable('stable_token answered no access_token');
    return { accessToken, expiresIn };
  }

  /** GET /sns/oauth2/access_token: an official account visitor's one-time code for their openid and user token. */
  async oauthGrant(code: string): Promise<OauthGrant> {
    const answer = await this.call(
      this.url('sns/oauth2/access_token', {
        appid: this.config.appId,
        secret: this.config.appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    );
    const openId = text(answer.openid);
    const accessToken = text(answer.access_token);
    if (!openId || !accessToken) throw new WechatUnreachable('oauth2/access_token answered no openid');
    return {
      openId,
      unionId: text(answer.unionid),
      accessToken,
      refreshToken: text(answer.refresh_token),
      scope: text(answer.scope) ?? '',
    };
  }

  /** GET /sns/userinfo: the visitor's profile, with their user token (scope snsapi_userinfo). */
  async userInfo(userToken: string, openId: string): Promise<WechatProfile> {
    const answer = await this.call(
      this.url('sns/userinfo', { access_token: userToken, openid: openId, lang: 'zh_CN' }),
    );
    return {
      nickName: text(answer.nickname),
      avatar: text(answer.headimgurl),
      sex: num(answer.sex),
      language: text(answer.language),
      city: text(answer.city),
      province: text(answer.province),
      country: text(answer.country),
      unionId: text(answer.unionid),
    };
  }

  /** GET /cgi-bin/user/info: whether the visitor follows the official account (needs the app's access token). */
  async subscription(appToken: string, openId: string): Promise<Subscription> {
    const answer = await this.call(
      this.url('cgi-bin/user/info', { access_token: appToken, openid: openId, lang: 'zh_CN' }),
    );
    const subscribed = num(answer.subscribe) === 1;
    const since = num(answer.subscribe_time);
    return {
      subscribe: subscribed,
      subscribeTime: subscribed && since ? since * 1000 : null,
      unionId: text(answer.unionid),
    };
  }

  /** GET /sns/jscode2session: a mini-program's wx.login code for the member's openid and session key. */
  async codeToSession(code: string): Promise<MiniProgramSession> {
    const answer = await this.call(
      this.url('sns/jscode2session', {
        appid: this.config.appId,
        secret: this.config.appSecret,
        js_code: code,
        grant_type: 'authorization_code',
      }),
    );
    const openId = text(answer.openid);
    const sessionKey = text(answer.session_key);
    if (!openId || !sessionKey) throw new WechatUnreachable('jscode2session answered no openid');
    return { openId, unionId: text(answer.unionid), sessionKey };
  }
}
