import type { PageResult } from '@retail/contracts';
import type {
  PurchaseAddBody,
  PurchaseCloseBody,
  PurchaseDetailOutput,
  PurchaseOutput,
  PurchasePageBody,
  PurchaseReceiveBody,
  PurchaseUpdateBody,
  ReorderCreateBody,
  ReorderCreateOutput,
  ReorderLevelsBody,
  ReorderOutput,
  ReorderPageBody,
  ReturnAddBody,
  ReturnDetailOutput,
  ReturnOutput,
  ReturnPageBody,
} from '@retail/contracts/api/retail/purchase';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : undefined);

/** Purchase orders and their receipts (`/api/purchaseOrder/*`); money is yuan as the API sends it. */
export const purchaseOrderApi = {
  exportUrl: '/api/purchaseOrder/export',
  page: (input: PurchasePageBody, signal?: AbortSignal) =>
    http.post<PageResult<PurchaseOutput>>('/api/purchaseOrder/page', input, withSignal(signal)),
  detail: (id: number) => http.get<PurchaseDetailOutput>('/api/purchaseOrder/detail', { query: { id } }),
  print: (id: number) => http.get<PurchaseDetailOutput>('/api/purchaseOrder/print', { query: { id } }),
  add: (input: PurchaseAddBody) => http.post<number>('/api/purchaseOrder/add', input),
  update: (input: PurchaseUpdateBody) => http.post<null>('/api/purchaseOrder/update', input),
  delete: (id: number) => http.post<null>('/api/purchaseOrder/delete', { id }),
  approve: (id: number) => http.post<null>('/api/purchaseOrder/approve', { id }),
  /** → the receipt's id */
  receive: (input: PurchaseReceiveBody) => http.post<number>('/api/purchaseOrder/receive', input),
  close: (input: PurchaseCloseBody) => http.post<null>('/api/purchaseOrder/close', input),
  cancel: (input: PurchaseCloseBody) => http.post<null>('/api/purchaseOrder/cancel', input),
};

/** Supplier returns (`/api/supplierReturn/*`). */
export const supplierReturnApi = {
  exportUrl: '/api/supplierReturn/export',
  page: (input: ReturnPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ReturnOutput>>('/api/supplierReturn/page', input, withSignal(signal)),
  detail: (id: number) => http.get<ReturnDetailOutput>('/api/supplierReturn/detail', { query: { id } }),
  print: (id: number) => http.get<ReturnDetailOutput>('/api/supplierReturn/print', { query: { id } }),
  add: (input: ReturnAddBody) => http.post<number>('/api/supplierReturn/add', input),
  delete: (id: number) => http.post<null>('/api/supplierReturn/delete', { id }),
  confirm: (id: number) => http.post<null>('/api/supplierReturn/confirm', { id }),
};

/** Reorder levels and suggestions (`/api/reorder/*`). */
export const reorderApi = {
  exportUrl: '/api/reorder/export',
  templateUrl: '/api/reorder/template',
  /** the levels import of a location (the sheet is the raw body) */
  importUrl: (locationId?: number | null) =>
    locationId ? `/api/reorder/import?locationId=${locationId}` : '/api/reorder/import',
  page: (input: ReorderPageBody, signal?: AbortSignal) =>
    http.post<PageResult<ReorderOutput>>('/api/reorder/page', input, withSignal(signal)),
  setLevels: (input: ReorderLevelsBody) => http.post<null>('/api/reorder/setLevels', input),
  createOrder: (input: ReorderCreateBody) =>
    http.post<ReorderCreateOutput>('/api/reorder/createOrder', input),
};

export const purchaseOrderKeys = resourceKeys('purchaseOrder');
export const supplierReturnKeys = resourceKeys('supplierReturn');
export const reorderKeys = resourceKeys('reorder');
