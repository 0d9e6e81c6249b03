import { z } from 'zod';
import { pageInputShape } from '../paging.ts';
import { yuan } from '../money.ts';
import { filterText, id, optionalText, queryId } from '../fields.ts';

/** A custom barcode: 1–32 of [0-9A-Za-z-_.]; 13 digits must carry a valid EAN-13 check digit (service). */
export const BARCODE_PATTERN = /^[0-9A-Za-z\-_.]{1,32}$/;
export const barcodeText = z
  .string()
  .trim()
  .regex(BARCODE_PATTERN, 'Use 1–32 characters of 0-9 A-Z a-z - _ .');

/** A price override: null (or '') clears it so the goods' price applies. */
const priceOverride = z
  .union([yuan(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v));

const editable = {
  color: optionalText(32),
  size: optionalText(32),
  retailPrice: priceOverride,
  memberPrice: priceOverride,
  status: z.literal([1, 2]).optional(),
  remark: optionalText(256),
};

export const barcodeAddInput = z.strictObject({ goodsId: id, barcode: barcodeText.optional(), ...editable });
export const barcodeUpdateInput = z.strictObject({ id, barcode: barcodeText.optional(), ...editable });

const variantName = z.string().trim().min(1).max(32);
export const barcodeGenerateInput = z.strictObject({
  goodsId: id,
  colors: z.array(variantName).max(50).default([]),
  sizes: z.array(variantName).max(50).default([]),
  /** codes chosen for some combinations; the others get a generated EAN-13 */
  barcodes: z
    .array(
      z.strictObject({ color: variantName.nullish(), size: variantName.nullish(), barcode: barcodeText }),
    )
    .max(2500)
    .default([]),
});

const filters = {
  barcode: filterText(32),
  goodsId: id.nullish(),
  color: filterText(32),
  size: filterText(32),
  status: z.literal([1, 2]).nullish(),
};
export const barcodeFilter = z.strictObject(filters);
export const barcodePageInput = z.strictObject({ ...pageInputShape, ...filters });
export const barcodeListQuery = z.object({ goodsId: queryId });
/** A goods without any barcode gets its default one (the goods code when free) so the till can sell it. */
export const barcodeEnsureDefaultInput = z.strictObject({ goodsId: id });
export const barcodeLookupQuery = z.object({ barcode: z.string().trim().min(1).max(32) });

export const barcodeOutput = z.object({
  id: z.number(),
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  barcode: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** the override, null when the goods' price applies */
  retailPrice: z.number().nullable(),
  memberPrice: z.number().nullable(),
  /** what the sale screen charges */
  effectiveRetailPrice: z.number(),
  effectiveMemberPrice: z.number(),
  qty: z.number(),
  status: z.number(),
  remark: z.string().nullable(),
  createTime: z.string(),
});

export const barcodeLookupOutput = barcodeOutput.extend({
  goodsStatus: z.number(),
  unit: z.string().nullable(),
  spec: z.string().nullable(),
  images: z.array(z.string()),
});

export const labelOutput = z.object({
  id: z.number(),
  barcode: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  retailPrice: z.number(),
  memberPrice: z.number(),
});

export type BarcodeAddInput = z.output<typeof barcodeAddInput>;
export type BarcodeUpdateInput = z.output<typeof barcodeUpdateInput>;
export type BarcodeGenerateInput = z.output<typeof barcodeGenerateInput>;
export type BarcodeFilter = z.output<typeof barcodeFilter>;
export type BarcodePageInput = z.output<typeof barcodePageInput>;
export type BarcodeOutput = z.output<typeof barcodeOutput>;
export type BarcodeLookupOutput = z.output<typeof barcodeLookupOutput>;
export type LabelOutput = z.output<typeof labelOutput>;
export type BarcodeAddBody = z.input<typeof barcodeAddInput>;
export type BarcodeUpdateBody = z.input<typeof barcodeUpdateInput>;
export type BarcodeGenerateBody = z.input<typeof barcodeGenerateInput>;
export type BarcodeFilterBody = z.input<typeof barcodeFilter>;
export type BarcodePageBody = z.input<typeof barcodePageInput>;
export type BarcodeEnsureDefaultInput = z.output<typeof barcodeEnsureDefaultInput>;
export type BarcodeEnsureDefaultBody = z.input<typeof barcodeEnsureDefaultInput>;
