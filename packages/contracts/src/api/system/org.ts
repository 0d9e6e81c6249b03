import { Status } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';

const status = z.union([z.literal(Status.Enable), z.literal(Status.Disable)]);
/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const orgAddInput = z.strictObject({
  /** parent org id; 0 = a top-level org (administrators only) */
  pid: z.number().int().min(0).default(0),
  name: z.string().trim().min(1).max(64),
  code: optionalText(64),
  type: optionalText(64),
  orderNo: z.number().int().min(0).max(1_000_000).default(100),
  status: status.default(Status.Enable),
  remark: optionalText(128),
  /** the organisation's director, a user of the tenant (approvals' "organisation leader"); null clears */
  directorId: id.nullish(),
});

/** Omitted optional fields keep their values; null clears code, type and remark. */
export const orgUpdateInput = z.strictObject({
  id,
  pid: z.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(64),
  code: optionalText(64),
  type: optionalText(64),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  status: status.optional(),
  remark: optionalText(128),
  directorId: id.nullish(),
});

export const orgListQuery = z.object({
  /** root of the tree; 0 or absent = the whole tree */
  id: z.coerce.number().int().min(0).optional(),
  name: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
});

const orgFields = {
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  level: z.number(),
  type: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  directorId: z.number().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
  /** true for an org outside the caller's data scope shown only because an org below it is inside */
  disabled: z.boolean(),
};

export interface OrgNode extends z.output<z.ZodObject<typeof orgFields>> {
  children: OrgNode[];
}

export const orgNode: z.ZodType<OrgNode> = z
  .object({
    ...orgFields,
    get children() {
      return z.array(orgNode);
    },
  })
  .meta({ id: 'SysOrgNode' });

export type OrgAddInput = z.output<typeof orgAddInput>;
export type OrgUpdateInput = z.output<typeof orgUpdateInput>;
export type OrgListQuery = z.output<typeof orgListQuery>;
export type OrgAddBody = z.input<typeof orgAddInput>;
export type OrgUpdateBody = z.input<typeof orgUpdateInput>;
