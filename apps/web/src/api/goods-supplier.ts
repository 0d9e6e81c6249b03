import type { PageInput, PageResult } from '@retail/contracts';
import { http } from './http.ts';

/** Goods suppliers (`/api/goodsSupplier`). */
export interface GoodsSupplier {
  id: number;
  name: string;
  code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
  updateTime: string | null;
}

export interface GoodsSupplierFilter {
  /** over name, code, contact and phone */
  keyword?: string;
  status?: 1 | 2;
}

export type GoodsSupplierInput = Partial<
  Pick<GoodsSupplier, 'code' | 'contact' | 'phone' | 'address' | 'orderNo' | 'remark'>
> & { name: string; status?: 1 | 2 };

export const GOODS_SUPPLIER_EXPORT_URL = '/api/goodsSupplier/export';

export const goodsSupplierApi = {
  page: (input: PageInput & GoodsSupplierFilter, signal?: AbortSignal) =>
    http.post<PageResult<GoodsSupplier>>('/api/goodsSupplier/page', input, signal ? { signal } : undefined),
  /** every supplier matching the filter (pickers) */
  list: (filter: GoodsSupplierFilter = {}) => http.post<GoodsSupplier[]>('/api/goodsSupplier/list', filter),
  add: (input: GoodsSupplierInput) => http.post<number>('/api/goodsSupplier/add', input),
  update: (input: Partial<GoodsSupplierInput> & { id: number }) =>
    http.post<null>('/api/goodsSupplier/update', input),
  setStatus: (id: number, status: 1 | 2) => http.post<null>('/api/goodsSupplier/setStatus', { id, status }),
  remove: (id: number) => http.post<null>('/api/goodsSupplier/delete', { id }),
};
