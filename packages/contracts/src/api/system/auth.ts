import { MOBILE } from '../../index.ts';
import { z } from 'zod';

export const loginInput = z.strictObject({
  account: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  codeId: z.union([z.string().max(32), z.number().int()]).nullish(),
  code: z.string().max(16).nullish(),
});

export const phoneParam = z.object({
  phoneNumber: z.string().regex(MOBILE, { message: 'a mainland mobile number' }),
});

export const loginPhoneInput = z.strictObject({
  phone: z.string().regex(MOBILE, { message: 'a mainland mobile number' }),
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { message: 'the digits of the SMS code' }),
});

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const unlockInput = z.strictObject({ password: z.string().min(1).max(128) });

export const userInfoOutput = z.object({
  id: z.number(),
  account: z.string(),
  realName: z.string(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  idCardNum: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  address: z.string().nullable(),
  signature: z.string().nullable(),
  introduction: z.string().nullable(),
  accountType: z.number(),
  tenantId: z.number(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  orgType: z.string().nullable(),
  posName: z.string().nullable(),
  buttons: z.array(z.string()),
  roleIds: z.array(z.number()),
});
export type UserInfoOutput = z.output<typeof userInfoOutput>;

export const ownSessionOutput = z.object({
  id: z.number(),
  loginMode: z.string(),
  ip: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  createTime: z.string(),
  lastSeenTime: z.string().nullable(),
  expireTime: z.string(),
  /** the session of the request that asked */
  current: z.boolean(),
});

/** A captcha: its id (sent back as `codeId`) and a base64 image or data URL. */
export const captchaOutput = z.object({ id: z.string(), img: z.string() });
export const loginConfigOutput = z.object({ secondVerEnabled: z.boolean(), captchaEnabled: z.boolean() });
export const watermarkConfigOutput = z.object({ watermarkEnabled: z.boolean() });

export type CaptchaOutput = z.output<typeof captchaOutput>;
export type LoginConfigOutput = z.output<typeof loginConfigOutput>;
export type WatermarkConfigOutput = z.output<typeof watermarkConfigOutput>;
export type TokenPairOutput = z.output<typeof tokenPair>;
export type OwnSessionOutput = z.output<typeof ownSessionOutput>;
export type LoginBody = z.input<typeof loginInput>;
export type LoginPhoneBody = z.input<typeof loginPhoneInput>;
export type UnlockBody = z.input<typeof unlockInput>;
