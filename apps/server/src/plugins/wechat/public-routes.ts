import {
  wechatMemberOutput,
  wechatOauthCallbackQuery,
  wechatOauthUrlOutput,
  wechatOauthUrlQuery,
  wxOpenLoginInput,
} from '@retail/contracts/api/system/wechat-user';
import { DEFAULT_TENANT_ID } from '../../db/seed/core.ts';
import type { PluginDeps } from '../plugin.ts';
import type { WechatSignIn } from './sign-in.ts';

/** Per client address, like the other public sign-in endpoints (shared in Redis when configured). */
const publicLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The members' WeChat sign-in: public routes, so each finds its tenant itself (from the signed state or the body)
 * and answers 404 when that tenant has not turned the plugin on.
 */
export function wechatPublicRoutes(route: PluginDeps['route'], signIn: WechatSignIn): void {
  route({
    method: 'GET',
    url: '/api/sysWechat/oauthUrl',
    access: { public: true },
    config: publicLimit,
    summary:
      'The WeChat address a shop’s page sends a visitor to, to sign in with its official account (a signed state valid 10 minutes)',
    tags: ['sysWechat'],
    query: wechatOauthUrlQuery,
    result: wechatOauthUrlOutput,
    handler: ({ query }) => signIn.oauthUrl(query),
  });
  route({
    method: 'GET',
    url: '/api/sysWechat/oauthCallback',
    access: { public: true },
    kind: 'signIn',
    config: publicLimit,
    summary:
      'WeChat’s redirect back (?code=&state=): records the member’s WeChat identity and answers who they are here, never a token',
    tags: ['sysWechat'],
    query: wechatOauthCallbackQuery,
    result: wechatMemberOutput,
    handler: ({ query }) => signIn.oauthCallback(query),
  });
  route({
    method: 'POST',
    url: '/api/sysWxOpen/login',
    access: { public: true },
    kind: 'signIn',
    config: publicLimit,
    summary:
      'A mini-program’s wx.login code (tenantId: the default tenant when absent): records the member’s WeChat identity and answers who they are here, never a token or session key',
    tags: ['sysWxOpen'],
    body: wxOpenLoginInput,
    result: wechatMemberOutput,
    handler: ({ body }) =>
      signIn.miniProgramLogin({ code: body.code, tenantId: body.tenantId ?? DEFAULT_TENANT_ID }),
  });
}
