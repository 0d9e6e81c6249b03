import type { PageResult } from '@retail/contracts';
import type {
  TransferAddBody,
  TransferCloseBody,
  TransferDetailOutput,
  TransferOutput,
  TransferPageBody,
  TransferReceiveBody,
  TransferUpdateBody,
  TransitOutput,
  TransitPageBody,
} from '@retail/contracts/api/retail/stock-transfer';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Stock transfers between locations (`/api/stockTransfer/*`); money is yuan as the API sends it. */
export const stockTransferApi = {
  exportUrl: '/api/stockTransfer/export',
  page: (input: TransferPageBody, signal?: AbortSignal) =>
    http.post<PageResult<TransferOutput>>('/api/stockTransfer/page', input, { signal }),
  inTransit: (input: TransitPageBody, signal?: AbortSignal) =>
    http.post<PageResult<TransitOutput>>('/api/stockTransfer/inTransit', input, { signal }),
  detail: (id: number) => http.get<TransferDetailOutput>('/api/stockTransfer/detail', { query: { id } }),
  print: (id: number) => http.get<TransferDetailOutput>('/api/stockTransfer/print', { query: { id } }),
  add: (input: TransferAddBody) => http.post<number>('/api/stockTransfer/add', input),
  update: (input: TransferUpdateBody) => http.post<unknown>('/api/stockTransfer/update', input),
  delete: (id: number) => http.post<unknown>('/api/stockTransfer/delete', { id }),
  ship: (id: number) => http.post<unknown>('/api/stockTransfer/ship', { id }),
  receive: (input: TransferReceiveBody) => http.post<unknown>('/api/stockTransfer/receive', input),
  close: (input: TransferCloseBody) => http.post<unknown>('/api/stockTransfer/close', input),
};

export const stockTransferKeys = resourceKeys('stockTransfer');
