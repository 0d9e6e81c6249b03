import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

export const REGION_CODE = /^[0-9A-Za-z]{1,32}$/;
const code = z.string().trim().regex(REGION_CODE, { message: '1–32 letters or digits' });
const name = z.string().trim().min(1).max(128);
const remark = z
  .string()
  .trim()
  .max(128)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const regionAddInput = z.strictObject({
  pid: z.number().int().min(0).default(0),
  name,
  code,
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  remark,
});
export const regionUpdateInput = z.strictObject({
  id,
  pid: z.number().int().min(0).optional(),
  name: name.optional(),
  code: code.optional(),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  remark,
});
/** `pid` (or the template's `id`): the parent whose children are listed; 0 = top level. */
export const regionListQuery = z.object({
  pid: z.coerce.number().int().min(0).optional(),
  id: z.coerce.number().int().min(0).optional(),
});
export const regionPageInput = z.strictObject({
  ...pageInputShape,
  pid: z.number().int().min(0).nullish(),
  name: z.string().max(128).nullish(),
  code: z.string().max(32).nullish(),
  level: z.number().int().min(1).max(5).nullish(),
});

export const regionOutput = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  code: z.string(),
  level: z.number(),
  orderNo: z.number(),
  remark: z.string().nullable(),
  hasChildren: z.boolean(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export const importResult = z.object({ added: z.number(), updated: z.number() });

export type RegionAddInput = z.output<typeof regionAddInput>;
export type RegionUpdateInput = z.output<typeof regionUpdateInput>;
export type RegionPageInput = z.output<typeof regionPageInput>;
export type RegionOutput = z.output<typeof regionOutput>;
export type RegionImportOutput = z.output<typeof importResult>;
export type RegionAddBody = z.input<typeof regionAddInput>;
export type RegionUpdateBody = z.input<typeof regionUpdateInput>;
export type RegionPageBody = z.input<typeof regionPageInput>;
