import { http } from './http.ts';

/** Goods categories (`/api/goodsCategory`): one tree per tenant. */
export interface GoodsCategory {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string;
  children: GoodsCategory[];
}

export interface GoodsCategoryInput {
  /** 0 = top level */
  pid?: number;
  name: string;
  code?: string | null;
  orderNo?: number;
  status?: 1 | 2;
  remark?: string | null;
}

export const goodsCategoryApi = {
  tree: (signal?: AbortSignal) =>
    http.get<GoodsCategory[]>('/api/goodsCategory/list', signal ? { signal } : undefined),
  add: (input: GoodsCategoryInput) => http.post<number>('/api/goodsCategory/add', input),
  update: (input: Partial<GoodsCategoryInput> & { id: number }) =>
    http.post<null>('/api/goodsCategory/update', input),
  remove: (id: number) => http.post<null>('/api/goodsCategory/delete', { id }),
};
