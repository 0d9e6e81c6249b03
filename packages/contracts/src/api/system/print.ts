import { z } from 'zod';
import { id, optionalText } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { PRINT_DOC_TYPES } from './print-catalogue.ts';
import { printTemplateSchema } from './print-template.ts';

/**
 * Print templates (`/api/sysPrint/*`): per tenant, per document type, one of them the type's default that
 * every print button of the app uses. `version` is the optimistic lock of an update: a stale one answers 409.
 */
export const printDocType = z.enum(PRINT_DOC_TYPES);

const name = z.string().trim().min(1).max(64);
const editable = {
  name,
  docType: printDocType,
  template: printTemplateSchema,
  orderNo: z.number().int().min(0).max(100_000).default(100),
  status: z.literal([1, 2]).default(1),
  remark: optionalText(128),
};

export const printAddInput = z.strictObject(editable);
export const printUpdateInput = z.strictObject({
  id,
  /** the version the client read; the update is refused (409) when the row has moved on */
  version: z.number().int().min(1),
  name: name.optional(),
  template: printTemplateSchema.optional(),
  orderNo: editable.orderNo.unwrap().optional(),
  status: z.literal([1, 2]).optional(),
  remark: editable.remark,
});
export const printPageInput = z.strictObject({
  ...pageInputShape,
  name: z.string().trim().max(64).nullish(),
  docType: printDocType.nullish(),
  status: z.literal([1, 2]).nullish(),
});
/** `?docType=saleReceipt` */
export const printDocTypeQuery = z.object({ docType: printDocType });
/** `print/{name}`: the by-name lookup of a template. */
export const printNameParams = z.object({ name });
/** Copy a template under a new name (not the default). */
export const printCopyInput = z.strictObject({ id, name: name.optional() });

export const printOutput = z.object({
  id: z.number(),
  name: z.string(),
  docType: printDocType,
  isDefault: z.boolean(),
  orderNo: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
  updateUserName: z.string().nullable(),
});
export const printDetailOutput = printOutput.extend({ template: printTemplateSchema });
/**
 * `defaultFor?docType=`: the template a print button uses, the tenant's enabled default of the type, or the
 * built-in one (id and version null) while the tenant has none.
 */
export const printDefaultOutput = z.object({
  id: z.number().nullable(),
  name: z.string(),
  version: z.number().nullable(),
  template: printTemplateSchema,
});

export type PrintAddInput = z.output<typeof printAddInput>;
export type PrintAddBody = z.input<typeof printAddInput>;
export type PrintUpdateInput = z.output<typeof printUpdateInput>;
export type PrintUpdateBody = z.input<typeof printUpdateInput>;
export type PrintPageInput = z.output<typeof printPageInput>;
export type PrintPageBody = z.input<typeof printPageInput>;
export type PrintCopyBody = z.input<typeof printCopyInput>;
export type PrintOutput = z.output<typeof printOutput>;
export type PrintDetailOutput = z.output<typeof printDetailOutput>;
export type PrintDefaultOutput = z.output<typeof printDefaultOutput>;
