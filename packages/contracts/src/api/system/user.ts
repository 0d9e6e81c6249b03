import { ACCOUNT, AccountType } from '../../index.ts';
import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { dateText, emailText, idCardText, mobileText } from '../text-rules.ts';
import { STRONG_PASSWORD } from '../../index.ts';

const refId = z.number().int().min(0);

/** An optional text: `''` and null clear it; an absent key leaves it as it is (update) or empty (add). */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v === '' ? null : v));
}
const text = (max: number) => optional(z.string().trim().max(max));

const account = z
  .string()
  .trim()
  .regex(ACCOUNT, { message: '5–16 letters, digits or _, starting with a letter' });
const realName = z.string().trim().min(1).max(32);

/** Fields a user may edit on its own profile. */
const profileShape = {
  nickName: text(32),
  phone: optional(mobileText),
  email: optional(emailText()),
  sex: z.literal([1, 2, 3]).optional(),
  birthday: optional(dateText),
  address: text(256),
};

/** Fields an administrator sets on a user (besides account, name, roles and ext orgs). */
const adminShape = {
  ...profileShape,
  idCardNum: optional(idCardText),
  orgId: refId.optional(),
  posId: refId.optional(),
  jobNum: text(32),
  /** the user's manager, another user of the tenant (approvals' "submitter's manager"); null clears */
  managerUserId: id.nullish(),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  remark: text(256),
  roleIdList: z.array(id).max(200).optional(),
  extOrgIdList: z
    .array(
      z.strictObject({
        orgId: id,
        posId: refId.default(0),
        jobNum: text(32),
        posLevel: text(32),
        joinDate: optional(dateText),
      }),
    )
    .max(50)
    .optional(),
};

export const userAddInput = z.strictObject({
  account,
  realName,
  ...adminShape,
  /** only normal users are created here; tenant admins come with their tenant */
  accountType: z.literal(AccountType.NormalUser).optional(),
});
export const userUpdateInput = z.strictObject({
  id,
  account: account.optional(),
  realName: realName.optional(),
  ...adminShape,
});
export const baseInfoInput = z.strictObject({
  realName: realName.optional(),
  ...profileShape,
  introduction: text(512),
  signature: text(512),
});
export const userIdParams = z.object({ userId: queryId });
export const setStatusInput = z.strictObject({ id, status: z.literal([1, 2]) });
export const grantRoleInput = z.strictObject({ userId: id, roleIdList: z.array(id).max(200) });
export const changePwdInput = z.strictObject({
  passwordOld: z.string().min(1).max(128),
  passwordNew: z.string().regex(STRONG_PASSWORD, {
    message: '6–16 characters mixing letters, digits and symbols !@#$%^&.*',
  }),
});
export const userPageInput = z.strictObject({
  ...pageInputShape,
  account: z.string().max(32).nullish(),
  realName: z.string().max(32).nullish(),
  phone: z.string().max(16).nullish(),
  orgId: refId.nullish(),
  status: z.literal([1, 2]).nullish(),
});

export const userOutput = z.object({
  id: z.number(),
  tenantId: z.number(),
  account: z.string(),
  realName: z.string(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: z.number(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  idCardNum: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  introduction: z.string().nullable(),
  signature: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  accountType: z.number(),
  orgId: z.number(),
  posId: z.number(),
  jobNum: z.string().nullable(),
  managerUserId: z.number().nullable(),
  lastLoginIp: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  lastLoginDevice: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
  orgName: z.string().nullable(),
  posName: z.string().nullable(),
});
export const userPageItem = userOutput.extend({ roleNames: z.string() });
export const extOrgOutput = z.object({
  orgId: z.number(),
  orgName: z.string().nullable(),
  posId: z.number(),
  posName: z.string().nullable(),
  jobNum: z.string().nullable(),
  posLevel: z.string().nullable(),
  joinDate: z.string().nullable(),
});
export const userDetail = userOutput.extend({
  roleIds: z.array(z.number()),
  extOrgs: z.array(extOrgOutput),
});
export const addResult = z.object({ id: z.number(), password: z.string() });

export type UserAddInput = z.output<typeof userAddInput>;
export type UserUpdateInput = z.output<typeof userUpdateInput>;
export type BaseInfoInput = z.output<typeof baseInfoInput>;
export type UserPageInput = z.output<typeof userPageInput>;
export type ExtOrgInput = NonNullable<UserAddInput['extOrgIdList']>[number];
export type UserOutput = z.output<typeof userOutput>;
export type UserPageItem = z.output<typeof userPageItem>;
export type UserDetail = z.output<typeof userDetail>;
export type ExtOrgOutput = z.output<typeof extOrgOutput>;
export type UserAddResult = z.output<typeof addResult>;
export type UserAddBody = z.input<typeof userAddInput>;
export type UserUpdateBody = z.input<typeof userUpdateInput>;
export type UserPageBody = z.input<typeof userPageInput>;
export type BaseInfoBody = z.input<typeof baseInfoInput>;
export type ChangePwdBody = z.input<typeof changePwdInput>;
