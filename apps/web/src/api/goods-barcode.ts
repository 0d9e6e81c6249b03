import type { PageInput, PageResult } from '@retail/contracts';
import { http } from './http.ts';

/** Goods barcodes (`/api/goodsBarcode`): one per colour × size variant, EAN-13 or a custom code. */
export interface GoodsBarcode {
  id: number;
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  barcode: string;
  color: string | null;
  size: string | null;
  /** the override, null when the goods' price applies */
  retailPrice: number | null;
  memberPrice: number | null;
  effectiveRetailPrice: number;
  effectiveMemberPrice: number;
  qty: number;
  status: number;
  remark: string | null;
  createTime: string;
}

export interface BarcodeLookup extends GoodsBarcode {
  goodsStatus: number;
  unit: string | null;
  spec: string | null;
  images: string[];
}

/** Whether a looked-up barcode may be sold: the barcode and its goods are both on sale (status 1). */
export const isOnSale = (found: Pick<BarcodeLookup, 'status' | 'goodsStatus'>): boolean =>
  found.status === 1 && found.goodsStatus === 1;

export interface BarcodeLabel {
  id: number;
  barcode: string;
  goodsCode: string;
  goodsName: string;
  color: string | null;
  size: string | null;
  retailPrice: number;
  memberPrice: number;
}

export interface GoodsBarcodeFilter {
  barcode?: string;
  goodsId?: number;
  color?: string;
  size?: string;
  status?: 1 | 2;
}

type PriceOverride = number | string | null;

export interface GoodsBarcodeInput {
  goodsId: number;
  /** absent: an in-store EAN-13 is generated */
  barcode?: string;
  color?: string | null;
  size?: string | null;
  retailPrice?: PriceOverride;
  memberPrice?: PriceOverride;
  status?: 1 | 2;
  remark?: string | null;
}

export interface GenerateBarcodesInput {
  goodsId: number;
  colors: string[];
  sizes: string[];
  /** codes chosen for some combinations; the others get a generated EAN-13 */
  barcodes: Array<{ color: string | null; size: string | null; barcode: string }>;
}

export const GOODS_BARCODE_EXPORT_URL = '/api/goodsBarcode/export';

export const goodsBarcodeApi = {
  page: (input: PageInput & GoodsBarcodeFilter, signal?: AbortSignal) =>
    http.post<PageResult<GoodsBarcode>>('/api/goodsBarcode/page', input, signal ? { signal } : undefined),
  /** 404 "Barcode X does not exist" for an unknown code. */
  lookup: (barcode: string, signal?: AbortSignal) =>
    http.get<BarcodeLookup>('/api/goodsBarcode/lookup', { query: { barcode }, signal }),
  add: (input: GoodsBarcodeInput) => http.post<number>('/api/goodsBarcode/add', input),
  generate: (input: GenerateBarcodesInput) =>
    http.post<{ created: number[]; skipped: number }>('/api/goodsBarcode/generate', input),
  update: (input: Partial<Omit<GoodsBarcodeInput, 'goodsId'>> & { id: number }) =>
    http.post<null>('/api/goodsBarcode/update', input),
  remove: (id: number) => http.post<null>('/api/goodsBarcode/delete', { id }),
  labels: (ids: number[]) => http.post<BarcodeLabel[]>('/api/goodsBarcode/labels', { ids }),
};
