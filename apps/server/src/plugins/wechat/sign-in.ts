import type {
  WechatMemberOutput,
  WechatOauthUrlOutput,
  WechatOauthUrlQuery,
} from '@retail/contracts/api/system/wechat-user';
import type { IdGenerator } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import type { PluginHost } from '../plugin.ts';
import type { SharedAccessToken } from './access-token.ts';
import { platformTypeOf, WECHAT_OAUTH_AUTHORIZE, WECHAT_PLUGIN_ID, type WechatConfig } from './config.ts';
import type { OauthState } from './oauth-state.ts';
import type { SignInFields, WechatUserRepository, WechatUserRow } from './repository.ts';
import { WechatApi, WechatApiError, type WechatProfile } from './wechat-api.ts';

/** WeChat's answers to a code that is wrong, used or expired (40029 invalid code, 40163 code used, 40226 risky). */
const BAD_CODE = new Set([40029, 40163, 40226]);

export interface WechatSignInDeps {
  repo: WechatUserRepository;
  host: PluginHost;
  tokens: SharedAccessToken;
  state: OauthState;
  secrets: SecretBox;
  ids: IdGenerator;
  log: Logger;
  now?: () => number;
}

const member = (row: WechatUserRow): WechatMemberOutput => ({
  wechatUserId: row.id,
  vipId: row.vipId,
  bound: row.vipId !== null,
});

/**
 * The public side of the plugin: a member of a shop signs in with WeChat, through the official account's OAuth
 * redirect or a mini-program's wx.login code, and their row of (tenant, app, openid) is created or refreshed.
 * The answer says who they are here (their row, their member if bound): never a staff token, never the session
 * key or a WeChat token, and there is no sign-in by a bare openid.
 */
export class WechatSignIn {
  private readonly now: () => number;

  constructor(private readonly deps: WechatSignInDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The tenant's WeChat app while the plugin is on for it; 404 otherwise (another tenant's included). */
  private async appOf(tenantId: number, platform: WechatConfig['platform']): Promise<WechatConfig> {
    const config = await this.deps.host.configOf<WechatConfig>(WECHAT_PLUGIN_ID, tenantId);
    if (!config) throw new AppError(404, 'wechat.notEnabled');
    if (config.platform !== platform) {
      throw new AppError(
        400,
        platform === 'miniProgram' ? 'wechat.notMiniProgram' : 'wechat.notOfficialAccount',
      );
    }
    return config;
  }

  /** Where a shop's page sends a visitor to sign in with the official account, with a signed `state`. */
  async oauthUrl(input: WechatOauthUrlQuery): Promise<WechatOauthUrlOutput> {
    const app = await this.appOf(input.tenantId, 'officialAccount');
    const state = this.deps.state.issue(input.tenantId);
    const url = new URL(WECHAT_OAUTH_AUTHORIZE);
    url.searchParams.set('appid', app.appId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', input.scope);
    url.searchParams.set('state', state);
    return { url: `${url.toString()}#wechat_redirect`, state };
  }

  /** WeChat's redirect back: the code for the visitor's openid, profile (scope userinfo) and subscription. */
  async oauthCallback(input: { code: string; state: string }): Promise<WechatMemberOutput> {
    const tenantId = this.deps.state.tenantOf(input.state);
    const app = await this.appOf(tenantId, 'officialAccount');
    const api = new WechatApi(app);
    return this.calling(async () => {
      const grant = await api.oauthGrant(input.code);
      const profile: Partial<WechatProfile> = grant.scope.includes('snsapi_userinfo')
        ? await api.userInfo(grant.accessToken, grant.openId)
        : {};
      const subscription = await this.withAppToken(app, (token) => api.subscription(token, grant.openId));
      const { unionId: profileUnionId, ...shown } = profile;
      const row = await this.save(tenantId, app, grant.openId, {
        ...shown,
        unionId: grant.unionId ?? profileUnionId ?? subscription.unionId,
        subscribe: subscription.subscribe ? 1 : 0,
        subscribeTime: subscription.subscribeTime,
        accessTokenEnc: this.deps.secrets.seal(grant.accessToken),
        refreshTokenEnc: grant.refreshToken && this.deps.secrets.seal(grant.refreshToken),
      });
      return member(row);
    });
  }

  /** A mini-program's wx.login code; without `tenantId` the default tenant's app. */
  async miniProgramLogin(input: { code: string; tenantId: number }): Promise<WechatMemberOutput> {
    const app = await this.appOf(input.tenantId, 'miniProgram');
    return this.calling(async () => {
      const session = await new WechatApi(app).codeToSession(input.code);
      const row = await this.save(input.tenantId, app, session.openId, {
        ...(session.unionId ? { unionId: session.unionId } : {}),
        sessionKeyEnc: this.deps.secrets.seal(session.sessionKey),
      });
      return member(row);
    });
  }

  private save(
    tenantId: number,
    app: WechatConfig,
    openId: string,
    fields: Omit<SignInFields, 'platformType' | 'lastLoginTime'>,
  ): Promise<WechatUserRow> {
    const now = this.now();
    return this.deps.repo.upsert(
      { tenantId, appId: app.appId, openId },
      { ...fields, platformType: platformTypeOf(app), lastLoginTime: now },
      { id: this.deps.ids.next(), createTime: now },
    );
  }

  /** Runs a call that needs the app's shared token; a token WeChat refuses is replaced once and the call retried. */
  private async withAppToken<T>(app: WechatConfig, work: (token: string) => Promise<T>): Promise<T> {
    const token = await this.deps.tokens.get(app);
    try {
      return await work(token);
    } catch (error) {
      if (!(error instanceof WechatApiError) || !error.staleToken) throw error;
      return work(await this.deps.tokens.refused(app, token));
    }
  }

  /** WeChat's refusals of the code answer 400 naming it; any other failure of WeChat 503, its detail in the log. */
  private async calling<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof WechatApiError && BAD_CODE.has(error.errcode)) {
        throw new AppError(400, 'wechat.codeInvalid', { field: 'code' });
      }
      this.deps.log.error({ err: error }, 'WeChat call failed');
      throw new AppError(503, 'wechat.unavailable');
    }
  }
}
