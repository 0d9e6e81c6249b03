import type { PageResult } from '@retail/contracts';
import type {
  AdjustAddBody,
  AdjustConfirmOutput,
  AdjustDetailOutput,
  AdjustOutput,
  AdjustPageBody,
  AdjustUpdateBody,
} from '@retail/contracts/api/retail/stock-adjust';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Stock adjustment orders (`/api/stockAdjust/*`); money is yuan as the API sends it. */
export const stockAdjustApi = {
  exportUrl: '/api/stockAdjust/export',
  page: (input: AdjustPageBody, signal?: AbortSignal) =>
    http.post<PageResult<AdjustOutput>>('/api/stockAdjust/page', input, { signal }),
  detail: (id: number) => http.get<AdjustDetailOutput>('/api/stockAdjust/detail', { query: { id } }),
  print: (id: number) => http.get<AdjustDetailOutput>('/api/stockAdjust/print', { query: { id } }),
  add: (input: AdjustAddBody) => http.post<number>('/api/stockAdjust/add', input),
  update: (input: AdjustUpdateBody) => http.post<number>('/api/stockAdjust/update', input),
  delete: (id: number) => http.post<unknown>('/api/stockAdjust/delete', { id }),
  /** confirmed at once, or submitted for approval (above the value an approval binding names) */
  confirm: (id: number) => http.post<AdjustConfirmOutput>('/api/stockAdjust/confirm', { id }),
  /** → the id of the reversing document */
  void: (id: number) => http.post<number>('/api/stockAdjust/void', { id }),
};

export const stockAdjustKeys = resourceKeys('stockAdjust');
