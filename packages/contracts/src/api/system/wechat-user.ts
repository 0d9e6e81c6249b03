import { z } from 'zod';
import { filterText, id, optionalText } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

/**
 * WeChat users (`/api/sysWechatUser/*`, the `wechat` plugin): members of a tenant who used its official account
 * or mini-program, one row per (tenant, app, openid). Profile fields come from WeChat; the only local field is the
 * remark, and the link to a member is set by bindVip / unbind. Session keys and tokens never appear in a response:
 * the output schemas below have no field for them.
 */
export const WECHAT_PLATFORM_TYPES = [1, 2, 3] as const;
export type WechatPlatformType = (typeof WECHAT_PLATFORM_TYPES)[number];
export const wechatPlatformType = z.literal(WECHAT_PLATFORM_TYPES);

export const wechatUserPageInput = z.strictObject({
  ...pageInputShape,
  nickName: filterText(64),
  phoneNumber: filterText(32),
  platformType: wechatPlatformType.nullish(),
  /** true: bound to a member; false: not bound; absent: both */
  bound: z.boolean().nullish(),
});
/** The export takes the page's filters (without paging). */
export const wechatUserExportInput = wechatUserPageInput.omit({
  page: true,
  pageSize: true,
  field: true,
  order: true,
  descStr: true,
});
export const wechatUserUpdateInput = z.strictObject({ id, remark: optionalText(256) });
export const wechatBindVipInput = z.strictObject({ id, vipId: id });

export const wechatUserOutput = z.object({
  id: z.number(),
  platformType: z.number(),
  appId: z.string(),
  openId: z.string(),
  unionId: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  mobile: z.string().nullable(),
  sex: z.number().nullable(),
  language: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  vipId: z.number().nullable(),
  /** the bound member's card number and name, while the member exists */
  vipCardNo: z.string().nullable(),
  vipName: z.string().nullable(),
  subscribe: z.boolean().nullable(),
  subscribeTime: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

/** `GET /api/sysWechat/oauthUrl?tenantId=&redirectUri=&scope=`: where a shop's page sends a visitor to sign in. */
export const wechatOauthUrlQuery = z.object({
  tenantId: z.coerce.number().int().positive(),
  redirectUri: z.url({ protocol: /^https?$/ }).max(512),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_userinfo'),
});
export const wechatOauthUrlOutput = z.object({ url: z.string(), state: z.string() });

/** `GET /api/sysWechat/oauthCallback?code=&state=`: WeChat's redirect back with a one-time code. */
export const wechatOauthCallbackQuery = z.object({
  code: z.string().trim().min(1).max(128),
  state: z.string().trim().min(1).max(256),
});
/** `POST /api/sysWxOpen/login {code, tenantId?}`: a mini-program's wx.login code. */
export const wxOpenLoginInput = z.strictObject({
  code: z.string().trim().min(1).max(128),
  tenantId: id.optional(),
});
/** What a member's sign-in answers: who they are here, never a staff token, a session key or a WeChat token. */
export const wechatMemberOutput = z.object({
  wechatUserId: z.number(),
  vipId: z.number().nullable(),
  bound: z.boolean(),
});

export type WechatUserPageInput = z.output<typeof wechatUserPageInput>;
export type WechatUserPageBody = z.input<typeof wechatUserPageInput>;
export type WechatUserExportInput = z.output<typeof wechatUserExportInput>;
export type WechatUserExportBody = z.input<typeof wechatUserExportInput>;
export type WechatUserUpdateInput = z.output<typeof wechatUserUpdateInput>;
export type WechatUserUpdateBody = z.input<typeof wechatUserUpdateInput>;
export type WechatBindVipInput = z.output<typeof wechatBindVipInput>;
export type WechatUserOutput = z.output<typeof wechatUserOutput>;
export type WechatOauthUrlQuery = z.output<typeof wechatOauthUrlQuery>;
export type WechatOauthUrlOutput = z.output<typeof wechatOauthUrlOutput>;
export type WechatMemberOutput = z.output<typeof wechatMemberOutput>;
