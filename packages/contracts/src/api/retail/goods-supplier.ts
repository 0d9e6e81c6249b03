import { z } from 'zod';
import { pageInputShape } from '../paging.ts';
import { phoneText } from '../text-rules.ts';
import { filterText, id, optionalText } from '../fields.ts';

const editable = {
  name: z.string().trim().min(1).max(128),
  code: optionalText(64),
  contact: optionalText(64),
  /** a mobile or a landline number (spec §5), as every phone */
  phone: phoneText.nullish().or(z.literal('').transform(() => null)),
  address: optionalText(256),
  orderNo: z.number().int().min(0).max(1_000_000).optional(),
  status: z.literal([1, 2]).optional(),
  remark: optionalText(256),
};

export const supplierAddInput = z.strictObject(editable);
export const supplierUpdateInput = z.strictObject({ id, ...editable, name: editable.name.optional() });

const filters = {
  keyword: filterText(64),
  status: z.literal([1, 2]).nullish(),
};
export const supplierFilter = z.strictObject(filters);
export const supplierPageInput = z.strictObject({ ...pageInputShape, ...filters });

export const supplierOutput = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

export type SupplierAddInput = z.output<typeof supplierAddInput>;
export type SupplierUpdateInput = Partial<z.output<typeof supplierUpdateInput>> & { id: number };
export type SupplierFilter = Partial<z.output<typeof supplierFilter>>;
export type SupplierPageInput = z.output<typeof supplierPageInput>;
export type SupplierOutput = z.output<typeof supplierOutput>;
export type SupplierAddBody = z.input<typeof supplierAddInput>;
export type SupplierUpdateBody = z.input<typeof supplierUpdateInput>;
export type SupplierFilterBody = z.input<typeof supplierFilter>;
export type SupplierPageBody = z.input<typeof supplierPageInput>;
