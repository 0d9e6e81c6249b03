import type { PageInput, PageResult } from '@retail/contracts';
import type { GoodsBarcode } from './goods-barcode.ts';
import { http } from './http.ts';

/** Goods (`/api/goods`). Prices are yuan; status 1 on sale, 2 off sale. */
export interface Goods {
  id: number;
  code: string;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  supplierId: number | null;
  supplierName: string | null;
  unit: string | null;
  spec: string | null;
  brand: string | null;
  costPrice: number;
  retailPrice: number;
  memberPrice: number;
  minStock: number;
  images: string[];
  status: number;
  remark: string | null;
  /** sum over its barcodes */
  stockQty: number;
  createTime: string;
  updateTime: string | null;
}

export interface GoodsFilter {
  /** over code, name and barcodes */
  keyword?: string;
  /** with its sub-categories */
  categoryId?: number;
  supplierId?: number;
  status?: 1 | 2;
  priceMin?: number;
  priceMax?: number;
}

export interface GoodsInput {
  code: string;
  name: string;
  categoryId?: number | null;
  supplierId?: number | null;
  unit?: string | null;
  spec?: string | null;
  brand?: string | null;
  costPrice?: number | string;
  retailPrice: number | string;
  /** absent: the retail price */
  memberPrice?: number | string;
  minStock?: number;
  images?: string[];
  status?: 1 | 2;
  remark?: string | null;
}

export const GOODS_EXPORT_URL = '/api/goods/export';
export const GOODS_IMPORT_URL = '/api/goods/import';
export const GOODS_TEMPLATE_URL = '/api/goods/template';

export const goodsApi = {
  page: (input: PageInput & GoodsFilter, signal?: AbortSignal) =>
    http.post<PageResult<Goods>>('/api/goods/page', input, signal ? { signal } : undefined),
  detail: (id: number) =>
    http.get<Goods & { barcodes: GoodsBarcode[] }>('/api/goods/detail', { query: { id } }),
  add: (input: GoodsInput) => http.post<number>('/api/goods/add', input),
  update: (input: Partial<GoodsInput> & { id: number }) => http.post<null>('/api/goods/update', input),
  setStatus: (id: number, status: 1 | 2) => http.post<null>('/api/goods/setStatus', { id, status }),
  remove: (id: number) => http.post<null>('/api/goods/delete', { id }),
};
