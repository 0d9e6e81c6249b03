import { CODE, Status } from '../../index.ts';
import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

const status = z.union([z.literal(Status.Enable), z.literal(Status.Disable)]);
const orderNo = z.number().int().min(0).max(1_000_000).default(100);
/** Query numbers: `?Status=` (empty) means "not given". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const typeCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CODE, { message: 'letters, digits, _ . : - and starting with a letter' });

const typeEditable = {
  name: z.string().trim().min(1).max(64),
  code: typeCode,
  orderNo,
  status: status.default(Status.Enable),
  remark: z.string().max(256).nullish(),
};

export const dictTypeAddInput = z.strictObject(typeEditable);
export const dictTypeUpdateInput = z.strictObject({ id, ...typeEditable });
export const setStatusInput = z.strictObject({ id, status });
export const dictTypePageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
});
/** `?Id=` and an optional `?Status=`: with a status, only a type in that status is found. */
export const dictTypeDetailQuery = z.object({
  id: queryId,
  status: z.preprocess(emptyAsUndefined, z.coerce.number().pipe(status).optional()),
});
export const dictCodeQuery = z.object({ code: z.string().trim().min(1).max(64) });
export const dictCodeParams = z.object({ code: z.string().trim().min(1).max(64) });

const extData = z
  .string()
  .max(2048)
  .refine(
    (text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be valid JSON text' },
  );

const dataEditable = {
  dictTypeId: id,
  value: z.string().trim().min(1).max(128),
  code: z.string().trim().min(1).max(64),
  label: z.string().trim().max(64).nullish(),
  tagType: z.string().trim().max(16).nullish(),
  styleSetting: z.string().max(512).nullish(),
  classSetting: z.string().max(512).nullish(),
  /** an empty text clears it */
  extData: z.preprocess((v) => (v === '' ? null : v), extData.nullish()),
  orderNo,
  status: status.default(Status.Enable),
  remark: z.string().max(256).nullish(),
};

export const dictDataAddInput = z.strictObject(dataEditable);
export const dictDataUpdateInput = z.strictObject({ id, ...dataEditable });
export const dictDataPageInput = z.strictObject({
  ...pageInputShape,
  dictTypeId: id.nullish(),
  value: z.string().max(128).nullish(),
  code: z.string().max(64).nullish(),
  label: z.string().max(64).nullish(),
});
export const dictTypeIdQuery = z.object({ dictTypeId: queryId });

const audit = {
  createTime: z.string(),
  updateTime: z.string().nullable(),
  createUserName: z.string().nullable(),
  updateUserName: z.string().nullable(),
};

export const dictTypeOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  ...audit,
});

const dataFields = {
  id: z.number(),
  dictTypeId: z.number(),
  value: z.string(),
  code: z.string(),
  label: z.string().nullable(),
  tagType: z.string().nullable(),
  styleSetting: z.string().nullable(),
  classSetting: z.string().nullable(),
  extData: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
};

export const dictDataOutput = z.object({ ...dataFields, ...audit });
/** An item as every screen reads it (no audit columns). */
export const dictItemOutput = z.object(dataFields);
/** allDictList: enabled types, each with its enabled items. */
export const dictTreeOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  children: z.array(dictItemOutput),
});

export type DictTypeAddInput = z.output<typeof dictTypeAddInput>;
export type DictTypeUpdateInput = z.output<typeof dictTypeUpdateInput>;
export type DictTypePageInput = z.output<typeof dictTypePageInput>;
export type DictDataAddInput = z.output<typeof dictDataAddInput>;
export type DictDataUpdateInput = z.output<typeof dictDataUpdateInput>;
export type DictDataPageInput = z.output<typeof dictDataPageInput>;
export type SetStatusInput = z.output<typeof setStatusInput>;
export type DictTypeOutput = z.output<typeof dictTypeOutput>;
export type DictDataOutput = z.output<typeof dictDataOutput>;
export type DictItemOutput = z.output<typeof dictItemOutput>;
export type DictTreeOutput = z.output<typeof dictTreeOutput>;
export type DictTypeAddBody = z.input<typeof dictTypeAddInput>;
export type DictTypeUpdateBody = z.input<typeof dictTypeUpdateInput>;
export type DictTypePageBody = z.input<typeof dictTypePageInput>;
export type DictDataAddBody = z.input<typeof dictDataAddInput>;
export type DictDataUpdateBody = z.input<typeof dictDataUpdateInput>;
export type DictDataPageBody = z.input<typeof dictDataPageInput>;
