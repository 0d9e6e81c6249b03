import { z } from 'zod';

export const WECHAT_PLUGIN_ID = 'wechat';

/** WeChat's own API host; a test (or a proxy) points `apiBase` elsewhere. */
export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
/** Where a visitor of an official account is sent to approve the sign-in. */
export const WECHAT_OAUTH_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** A tenant's WeChat app: an official account (OAuth sign-in of its visitors) or a mini-program (wx.login). */
export const wechatConfigSchema = z.strictObject({
  platform: z
    .enum(['officialAccount', 'miniProgram'])
    .default('officialAccount')
    .describe('officialAccount: OAuth sign-in in WeChat; miniProgram: wx.login codes'),
  appId: z
    .string()
    .trim()
    .regex(/^wx[0-9A-Za-z]{8,30}$/, 'a WeChat AppID: wx followed by letters and digits')
    .describe('AppID'),
  appSecret: z.string().trim().min(16).max(128).describe('AppSecret'),
  apiBase: z
    .url({ protocol: /^https?$/ })
    .max(256)
    .default(WECHAT_API_BASE)
    .describe('WeChat API address (https://api.weixin.qq.com)'),
});

export type WechatConfig = z.output<typeof wechatConfigSchema>;

/** The `platform_type` of a row: 1 official account, 2 mini-program (3, web, is not signed in by this plugin). */
export const platformTypeOf = (config: WechatConfig): 1 | 2 => (config.platform === 'miniProgram' ? 2 : 1);
