import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A WeChat member as the fake knows them: what OAuth, user info and code-to-session answer about them. */
export interface FakeWechatUser {
  openId: string;
  unionId?: string;
  nickName?: string;
  avatar?: string;
  sex?: number;
  city?: string;
  province?: string;
  country?: string;
  /** follows the official account (cgi-bin/user/info) */
  subscribe?: boolean;
}

export interface FakeWechatOptions {
  appId: string;
  appSecret: string;
  /** what stable_token answers as expires_in (seconds) */
  tokenSeconds?: number;
  /** a pause before stable_token answers, so concurrent callers really overlap */
  tokenDelayMs?: number;
}

/**
 * A local stand-in for WeChat's API server (127.0.0.1, a free port), for tests: the stable access token (counting
 * every fetch), the official account's OAuth code exchange, user info and subscription, and the mini-program's
 * code-to-session. Codes are single-use, as WeChat's are; a token it replaced or revoked is refused with 40001.
 */
export class FakeWechat {
  /** how many times stable_token was called */
  tokenFetches = 0;
  /** every access token it handed out (app tokens, user tokens, session keys): none may reach a client */
  readonly secretsIssued: string[] = [];
  private server: Server | undefined;
  private readonly codes = new Map<string, { user: FakeWechatUser; scope: string }>();
  private readonly miniCodes = new Map<string, FakeWechatUser>();
  private readonly userTokens = new Map<string, FakeWechatUser>();
  /** each member as their latest sign-in described them, by openid */
  private readonly members = new Map<string, FakeWechatUser>();
  private appToken: string | null = null;
  private seq = 0;

  constructor(private readonly options: FakeWechatOptions) {}

  /** Starts it; answers its base URL (the plugin's `apiBase`). */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  /** An official account code for `user`, with the scope the visitor approved. */
  oauthCode(user: FakeWechatUser, scope: 'snsapi_base' | 'snsapi_userinfo' = 'snsapi_userinfo'): string {
    const code = `oc${++this.seq}${Math.random().toString(36).slice(2, 8)}`;
    this.codes.set(code, { user, scope });
    return code;
  }

  /** A mini-program wx.login code for `user`. */
  miniProgramCode(user: FakeWechatUser): string {
    const code = `mc${++this.seq}${Math.random().toString(36).slice(2, 8)}`;
    this.miniCodes.set(code, user);
    return code;
  }

  /** WeChat drops the app's current token (as when another server fetched one with force_refresh). */
  revokeAppToken(): void {
    this.appToken = null;
  }

  private issue(prefix: string): string {
    const token = `${prefix}${++this.seq}x${Math.random().toString(36).slice(2)}`;
    this.secretsIssued.push(token);
    return token;
  }

  private credentialsOk(appId: string | null, secret: string | null): boolean {
    return appId === this.options.appId && secret === this.options.appSecret;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name);
    const send = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const error = (errcode: number, errmsg: string) => send({ errcode, errmsg });

    if (req.method === 'POST' && url.pathname === '/cgi-bin/stable_token') {
      this.tokenFetches++;
      const body = JSON.parse(await readBody(req)) as {
        appid?: string;
        secret?: string;
        force_refresh?: boolean;
      };
      if (this.options.tokenDelayMs) await new Promise((r) => setTimeout(r, this.options.tokenDelayMs));
      if (!this.credentialsOk(body.appid ?? null, body.secret ?? null))
        return error(40125, 'invalid appsecret');
      if (!this.appToken || body.force_refresh) this.appToken = this.issue('AT');
      return send({ access_token: this.appToken, expires_in: this.options.tokenSeconds ?? 7200 });
    }
    if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      if (!this.credentialsOk(q('appid'), q('secret'))) return error(40125, 'invalid appsecret');
      const grant = this.codes.get(q('code') ?? '');
      if (!grant) return error(40029, 'invalid code');
      this.codes.delete(q('code') ?? '');
      const userToken = this.issue('UT');
      this.userTokens.set(userToken, grant.user);
      this.members.set(grant.user.openId, grant.user);
      return send({
        access_token: userToken,
        expires_in: 7200,
        refresh_token: this.issue('RT'),
        openid: grant.user.openId,
        scope: grant.scope,
        ...(grant.user.unionId ? { unionid: grant.user.unionId } : {}),
      });
    }
    if (req.method === 'GET' && url.pathname === '/sns/userinfo') {
      const user = this.userTokens.get(q('access_token') ?? '');
      if (!user || user.openId !== q('openid')) return error(40001, 'invalid credential');
      return send({
        openid: user.openId,
        nickname: user.nickName ?? '',
        sex: user.sex ?? 0,
        province: user.province ?? '',
        city: user.city ?? '',
        country: user.country ?? '',
        headimgurl: user.avatar ?? '',
        privilege: [],
        ...(user.unionId ? { unionid: user.unionId } : {}),
      });
    }
    if (req.method === 'GET' && url.pathname === '/cgi-bin/user/info') {
      if (!this.appToken || q('access_token') !== this.appToken) return error(40001, 'invalid credential');
      const user = this.members.get(q('openid') ?? '');
      if (!user?.subscribe) return send({ subscribe: 0, openid: q('openid') });
      return send({ subscribe: 1, openid: user.openId, subscribe_time: 1_700_000_000 });
    }
    if (req.method === 'GET' && url.pathname === '/sns/jscode2session') {
      if (!this.credentialsOk(q('appid'), q('secret'))) return error(40125, 'invalid appsecret');
      const user = this.miniCodes.get(q('js_code') ?? '');
      if (!user) return error(40029, 'invalid code');
      this.miniCodes.delete(q('js_code') ?? '');
      return send({
        openid: user.openId,
        session_key: this.issue('SK'),
        ...(user.unionId ? { unionid: user.unionId } : {}),
      });
    }
    res.writeHead(404).end();
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
