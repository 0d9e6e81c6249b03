import { ACCOUNT, Status } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { emailText, phoneText } from '../text-rules.ts';

/** Optional text: '' and null both mean "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

const editable = {
  name: z.string().trim().min(2).max(64),
  phone: optional(phoneText),
  email: optional(emailText()),
  host: optional(z.string().trim().max(128)),
  orderNo: z.number().int().min(0).max(1_000_000).default(100),
  remark: optional(z.string().trim().max(256)),
};

const menuIdList = z.array(id).max(5000);

export const tenantAddInput = z.strictObject({
  ...editable,
  adminAccount: z
    .string()
    .trim()
    .regex(ACCOUNT, { message: '5–16 letters, digits or _, starting with a letter' }),
  menuIdList: menuIdList.nullish(),
});
export const tenantUpdateInput = z.strictObject({ id, ...editable });
export const tenantStatusInput = z.strictObject({
  id,
  status: z.union([z.literal(Status.Enable), z.literal(Status.Disable)]),
});
export const tenantGrantMenuInput = z.strictObject({ id, menuIdList });
export const tenantPageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().trim().max(64).nullish(),
  phone: z.string().trim().max(32).nullish(),
});

export const tenantOutput = z.object({
  id: z.number(),
  name: z.string(),
  orgId: z.number(),
  userId: z.number(),
  adminAccount: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  host: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
});

/** The admin's initial (or reset) password: shown once, never stored in clear or logged. */
export const tenantCredentialOutput = z.object({
  id: z.number(),
  adminAccount: z.string(),
  password: z.string(),
});

export const tenantListItem = z.object({ id: z.number(), name: z.string() });

export type TenantAddInput = z.output<typeof tenantAddInput>;
export type TenantUpdateInput = z.output<typeof tenantUpdateInput>;
export type TenantStatusInput = z.output<typeof tenantStatusInput>;
export type TenantGrantMenuInput = z.output<typeof tenantGrantMenuInput>;
export type TenantPageInput = z.output<typeof tenantPageInput>;
export type TenantOutput = z.output<typeof tenantOutput>;
export type TenantCredential = z.output<typeof tenantCredentialOutput>;
export type TenantListItem = z.output<typeof tenantListItem>;
export type TenantAddBody = z.input<typeof tenantAddInput>;
export type TenantUpdateBody = z.input<typeof tenantUpdateInput>;
export type TenantPageBody = z.input<typeof tenantPageInput>;
