import { CODE, DataScope, Status } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

const name = z.string().trim().min(1).max(64);
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CODE, { message: 'letters, digits, _ . : - and starting with a letter' });
const dataScope = z.union([
  z.literal(DataScope.All),
  z.literal(DataScope.DeptChild),
  z.literal(DataScope.Dept),
  z.literal(DataScope.Self),
  z.literal(DataScope.Define),
]);
const status = z.union([z.literal(Status.Enable), z.literal(Status.Disable)]);
const idList = z.array(id).max(5000);

export const roleAddInput = z.strictObject({
  name,
  code,
  orderNo: z.number().int().min(0).max(1_000_000).default(100),
  /** least privilege by default: the role's users see only their own rows */
  dataScope: dataScope.default(DataScope.Self),
  remark: z.string().max(128).nullish(),
  /** menus (directories, screens, buttons) granted to the role */
  menuIdList: idList.nullish(),
});

/** Omitted optional fields keep their values; `menuIdList` present (even empty) replaces the grant. */
export const roleUpdateInput = z.strictObject({
  id,
  name,
  code,
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  dataScope: dataScope.optional(),
  remark: z.string().max(128).nullish(),
  menuIdList: idList.nullish(),
});

export const grantMenuInput = z.strictObject({ id, menuIdList: idList });
export const grantDataScopeInput = z.strictObject({ id, dataScope, orgIdList: idList.default([]) });
export const setStatusInput = z.strictObject({ id, status });

export const rolePageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
});

export const roleOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  orderNo: z.number(),
  dataScope: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
});

export const roleListItem = z.object({ id: z.number(), name: z.string(), code: z.string() });

export type RoleAddInput = z.output<typeof roleAddInput>;
export type RoleUpdateInput = z.output<typeof roleUpdateInput>;
export type RolePageInput = z.output<typeof rolePageInput>;
export type GrantMenuInput = z.output<typeof grantMenuInput>;
export type GrantDataScopeInput = z.output<typeof grantDataScopeInput>;
export type SetStatusInput = z.output<typeof setStatusInput>;
export type RoleOutput = z.output<typeof roleOutput>;
export type RoleListItem = z.output<typeof roleListItem>;
export type RoleAddBody = z.input<typeof roleAddInput>;
export type RoleUpdateBody = z.input<typeof roleUpdateInput>;
export type RolePageBody = z.input<typeof rolePageInput>;
export type GrantMenuBody = z.input<typeof grantMenuInput>;
export type GrantDataScopeBody = z.input<typeof grantDataScopeInput>;

/** A menu the caller may grant to a role (its tenant's, or a normal user's own), buttons below screens. */
export interface GrantableMenu {
  id: number;
  pid: number;
  type: number;
  title: string;
  icon: string | null;
  permission: string | null;
  children: GrantableMenu[];
}

export const grantableMenu: z.ZodType<GrantableMenu> = z
  .object({
    id: z.number(),
    pid: z.number(),
    type: z.number(),
    title: z.string(),
    icon: z.string().nullable(),
    permission: z.string().nullable(),
    get children() {
      return z.array(grantableMenu);
    },
  })
  .meta({ id: 'GrantableMenu' });
