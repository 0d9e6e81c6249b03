import { CODE } from '../../index.ts';
import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CODE, { message: 'letters, digits, _ . : - and starting with a letter' });

const editable = {
  name: z.string().trim().min(1).max(64),
  code,
  value: z.string().max(512).nullish(),
  groupCode: z.string().trim().max(64).nullish(),
  orderNo: z.number().int().min(0).max(1_000_000).default(100),
  remark: z.string().max(256).nullish(),
};

export const configAddInput = z.strictObject({
  ...editable,
  sysFlag: z.union([z.literal(1), z.literal(2)]).default(2),
});
export const configUpdateInput = z.strictObject({ id: id, ...editable });
export const configPageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
  groupCode: z.string().max(64).nullish(),
});

export const configOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  value: z.string().nullable(),
  sysFlag: z.number(),
  groupCode: z.string().nullable(),
  orderNo: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
});

export type ConfigAddInput = z.output<typeof configAddInput>;
export type ConfigUpdateInput = z.output<typeof configUpdateInput>;
export type ConfigPageInput = z.output<typeof configPageInput>;
export type ConfigOutput = z.output<typeof configOutput>;
export type ConfigAddBody = z.input<typeof configAddInput>;
export type ConfigUpdateBody = z.input<typeof configUpdateInput>;
export type ConfigPageBody = z.input<typeof configPageInput>;
