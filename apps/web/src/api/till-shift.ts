import type { PageResult } from '@retail/contracts';
import type {
  TillShiftCashBody,
  TillShiftCloseBody,
  TillShiftDetailOutput,
  TillShiftOpenBody,
  TillShiftOutput,
  TillShiftPageBody,
  TillShiftPrintOutput,
} from '@retail/contracts/api/retail/till-shift';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Till shifts (`/api/tillShift/*`); money is yuan as the API sends it. */
export const tillShiftApi = {
  exportUrl: '/api/tillShift/export',
  current: (signal?: AbortSignal) =>
    http.get<TillShiftDetailOutput | null>('/api/tillShift/current', { signal }),
  page: (input: TillShiftPageBody, signal?: AbortSignal) =>
    http.post<PageResult<TillShiftOutput>>('/api/tillShift/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<TillShiftDetailOutput>('/api/tillShift/detail', { query: { id }, signal }),
  print: (id: number) => http.get<TillShiftPrintOutput>('/api/tillShift/print', { query: { id } }),
  open: (input: TillShiftOpenBody) => http.post<TillShiftDetailOutput>('/api/tillShift/open', input),
  cash: (input: TillShiftCashBody) => http.post<TillShiftDetailOutput>('/api/tillShift/cash', input),
  close: (input: TillShiftCloseBody) => http.post<TillShiftDetailOutput>('/api/tillShift/close', input),
};

export const tillShiftKeys = resourceKeys('tillShift');
