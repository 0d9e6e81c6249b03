import type {
  CategoryAddBody,
  CategoryNode,
  CategoryUpdateBody,
} from '@retail/contracts/api/retail/goods-category';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Goods categories (`/api/goodsCategory`): one tree per tenant. */
export const goodsCategoryApi = {
  tree: (signal?: AbortSignal) =>
    http.get<CategoryNode[]>('/api/goodsCategory/list', signal ? { signal } : undefined),
  add: (input: CategoryAddBody) => http.post<number>('/api/goodsCategory/add', input),
  update: (input: CategoryUpdateBody) => http.post<null>('/api/goodsCategory/update', input),
  remove: (id: number) => http.post<null>('/api/goodsCategory/delete', { id }),
};

export const goodsCategoryKeys = resourceKeys('goodsCategory');
