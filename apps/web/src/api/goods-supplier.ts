import type { PageResult } from '@retail/contracts';
import type {
  SupplierAddBody,
  SupplierFilterBody,
  SupplierOutput,
  SupplierPageBody,
  SupplierUpdateBody,
} from '@retail/contracts/api/retail/goods-supplier';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

export const GOODS_SUPPLIER_EXPORT_URL = '/api/goodsSupplier/export';

/** Goods suppliers (`/api/goodsSupplier`). */
export const goodsSupplierApi = {
  page: (input: SupplierPageBody, signal?: AbortSignal) =>
    http.post<PageResult<SupplierOutput>>('/api/goodsSupplier/page', input, signal ? { signal } : undefined),
  /** every supplier matching the filter (pickers) */
  list: (filter: SupplierFilterBody = {}) => http.post<SupplierOutput[]>('/api/goodsSupplier/list', filter),
  add: (input: SupplierAddBody) => http.post<number>('/api/goodsSupplier/add', input),
  update: (input: SupplierUpdateBody) => http.post<null>('/api/goodsSupplier/update', input),
  setStatus: (id: number, status: 1 | 2) => http.post<null>('/api/goodsSupplier/setStatus', { id, status }),
  remove: (id: number) => http.post<null>('/api/goodsSupplier/delete', { id }),
};

export const goodsSupplierKeys = resourceKeys('goodsSupplier');
