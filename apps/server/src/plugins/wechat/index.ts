import { vipService } from '../../modules/retail/vip/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { texts as l } from '../../platform/i18n/define-messages.ts';
import { definePlugin, type PluginDeps } from '../plugin.ts';
import { SharedAccessToken } from './access-token.ts';
import { WECHAT_PLUGIN_ID, wechatConfigSchema } from './config.ts';
import { OauthState } from './oauth-state.ts';
import { wechatPublicRoutes } from './public-routes.ts';
import { WechatUserRepository } from './repository.ts';
import { WECHAT_USER_EXPORT_URL, wechatUserRoutes } from './routes.ts';
import { WechatUserService } from './service.ts';
import { WechatSignIn } from './sign-in.ts';
import { tokenRefreshJob } from './token-refresh-job.ts';
import { WechatApi } from './wechat-api.ts';

/** The seeded "WeChat users" screen (seed/menus/system.ts), shown only to tenants with the plugin on. */
const WECHAT_USER_MENU_ID = 1310000000211;

const sharedToken = ({ ctx }: PluginDeps) => new SharedAccessToken(ctx.cache, ctx.secrets);

/**
 * WeChat users (issue 22): the members of a shop who use its official account or mini-program, with their sign-in
 * and the app's access token, one per app, shared by every instance (docs/decisions.md "WeChat users").
 */
export const wechatPlugin = definePlugin({
  id: WECHAT_PLUGIN_ID,
  version: '1.0.0',
  name: l('微信用户', 'WeChat users', '微信用戶'),
  description: l(
    '会员通过公众号或小程序登录，后台查看微信用户并绑定会员；访问令牌由所有实例共用',
    'Members sign in with the shop’s official account or mini-program; the back office lists them and binds them to members. One access token per app, shared by every instance',
    '會員透過公眾號或小程式登入，後台檢視微信用戶並綁定會員；存取權杖由所有實例共用',
  ),
  scope: 'tenant',
  configSchema: wechatConfigSchema,
  secretKeys: ['appSecret'],
  migrations: ['0023_plugin_wechat'],
  menuIds: [WECHAT_USER_MENU_ID],
  jobTypes: (deps) => [tokenRefreshJob({ host: deps.host, tokens: sharedToken(deps) })],
  register: (deps) => {
    const { app, ctx, host } = deps;
    const repo = new WechatUserRepository(ctx.db, ctx.config.db.type);
    const service = new WechatUserService({
      repo,
      vips: vipService(deps),
      audit: deps.audit,
      ids: ctx.ids,
      timeZone: ctx.config.timeZone,
      maxPageSize: ctx.config.pageSizeMax,
    });
    // the export is a file route, outside the plugin's JSON registrar: gated and listed here alike
    wechatUserRoutes(app, deps.route, service, async ({ tenantId }) => {
      if (!(await host.isEnabled(WECHAT_PLUGIN_ID, tenantId))) {
        throw new AppError(404, 'plugin.disabled', { plugin: WECHAT_PLUGIN_ID });
      }
    });
    deps.plugins.routeAdded(WECHAT_PLUGIN_ID, {
      method: 'POST',
      url: WECHAT_USER_EXPORT_URL,
      access: 'sysWechatUser:export',
    });
    const signIn = new WechatSignIn({
      repo,
      host,
      tokens: sharedToken(deps),
      state: new OauthState(ctx.config.jwtSecret),
      secrets: ctx.secrets,
      ids: ctx.ids,
      log: app.log,
    });
    wechatPublicRoutes(deps.route, signIn);
  },
  // a stable token asked for without force_refresh is the current one: the test replaces nobody's token
  test: async (config) => {
    const token = await new WechatApi(config).stableToken(false);
    return `${config.appId}: access token valid for ${token.expiresIn} s`;
  },
});
