import { z } from 'zod';
import { pageInputShape } from '../paging.ts';
import { yuan } from '../money.ts';
import { filterText, id, optionalText } from '../fields.ts';

/** Goods codes leave room in the 64-character column for the `~del~{id}` suffix of deleted goods. */
export const GOODS_CODE = /^[0-9A-Za-z\-_.]{1,32}$/;
const goodsCode = z.string().trim().regex(GOODS_CODE, 'Use 1–32 characters of 0-9 A-Z a-z - _ .');

/** An uploaded file's URL: site-relative (/upload/...) or http(s). */
const IMAGE_URL = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/i;
const imageUrl = z.string().trim().max(512).regex(IMAGE_URL, 'A relative URL (/...) or an http(s) URL');

const editable = {
  code: goodsCode,
  name: z.string().trim().min(1).max(128),
  categoryId: id.nullish(),
  supplierId: id.nullish(),
  unit: optionalText(16),
  spec: optionalText(64),
  brand: optionalText(64),
  costPrice: yuan().optional(),
  retailPrice: yuan(),
  /** absent on add: the retail price */
  memberPrice: yuan().optional(),
  minStock: z.number().int().min(0).max(1_000_000_000).optional(),
  images: z.array(imageUrl).max(20).optional(),
  status: z.literal([1, 2]).optional(),
  remark: optionalText(256),
};

export const goodsAddInput = z.strictObject(editable);
export const goodsUpdateInput = z.strictObject({
  id,
  ...editable,
  code: goodsCode.optional(),
  name: editable.name.optional(),
  retailPrice: yuan().optional(),
});

const filters = {
  /** over code, name and barcodes */
  keyword: filterText(64),
  /** the category and every category below it */
  categoryId: id.nullish(),
  supplierId: id.nullish(),
  status: z.literal([1, 2]).nullish(),
  /** retail price range, yuan */
  priceMin: yuan().nullish(),
  priceMax: yuan().nullish(),
};
export const goodsFilter = z.strictObject(filters);
export const goodsPageInput = z.strictObject({ ...pageInputShape, ...filters });

export const goodsOutput = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  unit: z.string().nullable(),
  spec: z.string().nullable(),
  brand: z.string().nullable(),
  costPrice: z.number(),
  retailPrice: z.number(),
  memberPrice: z.number(),
  minStock: z.number(),
  images: z.array(z.string()),
  status: z.number(),
  remark: z.string().nullable(),
  /** sum over its barcodes */
  stockQty: z.number(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

/** The till's goods search: name, code, barcode or pinyin initials of the name (牛奶: "nn"). */
export const goodsSearchQuery = z.object({
  keyword: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * One thing the till can sell: an on-sale barcode of on-sale goods, or on-sale goods without any barcode
 * (`barcode` null: the till asks for its default barcode, `goodsBarcode/ensureDefault`, before selling it).
 */
export const sellableOutput = z.object({
  goodsId: z.number(),
  goodsCode: z.string(),
  goodsName: z.string(),
  barcode: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  unit: z.string().nullable(),
  spec: z.string().nullable(),
  /** what the till charges (the barcode's override, else the goods' price), yuan */
  retailPrice: z.number(),
  memberPrice: z.number(),
  qty: z.number(),
});

export const importResult = z.object({
  total: z.number(),
  imported: z.number(),
  failed: z.array(z.object({ row: z.number(), reason: z.string() })),
});

export type GoodsAddInput = z.output<typeof goodsAddInput>;
export type GoodsUpdateInput = Partial<z.output<typeof goodsUpdateInput>> & { id: number };
export type GoodsFilter = z.output<typeof goodsFilter>;
export type GoodsPageInput = z.output<typeof goodsPageInput>;
export type GoodsOutput = z.output<typeof goodsOutput>;
export type ImportResult = z.output<typeof importResult>;
export type GoodsAddBody = z.input<typeof goodsAddInput>;
export type GoodsUpdateBody = z.input<typeof goodsUpdateInput>;
export type GoodsFilterBody = z.input<typeof goodsFilter>;
export type GoodsPageBody = z.input<typeof goodsPageInput>;
export type GoodsSearchQuery = z.output<typeof goodsSearchQuery>;
export type SellableOutput = z.output<typeof sellableOutput>;
