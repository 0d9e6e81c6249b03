import type { PageResult } from '@retail/contracts';
import type { BarcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import type {
  GoodsAddBody,
  GoodsOutput,
  GoodsPageBody,
  GoodsUpdateBody,
  SellableOutput,
} from '@retail/contracts/api/retail/goods';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

export const GOODS_EXPORT_URL = '/api/goods/export';
export const GOODS_IMPORT_URL = '/api/goods/import';
export const GOODS_TEMPLATE_URL = '/api/goods/template';

/** Goods (`/api/goods`). Prices are yuan; status 1 on sale, 2 off sale. */
export const goodsApi = {
  page: (input: GoodsPageBody, signal?: AbortSignal) =>
    http.post<PageResult<GoodsOutput>>('/api/goods/page', input, signal ? { signal } : undefined),
  /** the goods with its barcodes (the server declares this answer in its route) */
  detail: (id: number) =>
    http.get<GoodsOutput & { barcodes: BarcodeOutput[] }>('/api/goods/detail', { query: { id } }),
  add: (input: GoodsAddBody) => http.post<number>('/api/goods/add', input),
  update: (input: GoodsUpdateBody) => http.post<null>('/api/goods/update', input),
  setStatus: (id: number, status: 1 | 2) => http.post<null>('/api/goods/setStatus', { id, status }),
  remove: (id: number) => http.post<null>('/api/goods/delete', { id }),
  /** the till's search: on-sale barcodes (barcode null: goods without any) by name, code, barcode, pinyin initials */
  search: (keyword: string, limit: number, signal?: AbortSignal) =>
    http.get<SellableOutput[]>('/api/goods/search', { query: { keyword, limit }, signal }),
};

export const goodsKeys = resourceKeys('goods');
