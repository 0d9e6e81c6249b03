import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

/** An optional text: `''` and null clear it; an absent key leaves it as it is (update) or empty (add). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const editable = {
  name: z.string().trim().min(1).max(64),
  code: text(64),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  status: z.literal([1, 2]).optional(),
  remark: text(128),
};

export const posAddInput = z.strictObject(editable);
/** Fields left out stay as they are. */
export const posUpdateInput = z.strictObject({ id, ...editable, name: editable.name.optional() });
export const posListQuery = z.object({
  name: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
});
export const posPageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
  status: z.literal([1, 2]).nullish(),
});

export const posOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
});

export type PosAddInput = z.output<typeof posAddInput>;
export type PosUpdateInput = z.output<typeof posUpdateInput>;
export type PosListQuery = z.output<typeof posListQuery>;
export type PosPageInput = z.output<typeof posPageInput>;
export type PosOutput = z.output<typeof posOutput>;
export type PosAddBody = z.input<typeof posAddInput>;
export type PosUpdateBody = z.input<typeof posUpdateInput>;
export type PosPageBody = z.input<typeof posPageInput>;
