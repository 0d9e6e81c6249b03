import type { PageResult } from '@retail/contracts';
import type {
  ReceiptOutput,
  SaleOrderAddBody,
  SaleOrderDetailOutput,
  SaleOrderOutput,
  SaleOrderPageBody,
  SaleCancelBody,
  SaleRefundBody,
} from '@retail/contracts/api/retail/sale-order';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Sales orders (`/api/saleOrder/*`); money is yuan as the API sends it. */
export const saleOrderApi = {
  exportUrl: '/api/saleOrder/export',
  page: (input: SaleOrderPageBody, signal?: AbortSignal) =>
    http.post<PageResult<SaleOrderOutput>>('/api/saleOrder/page', input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<SaleOrderDetailOutput>('/api/saleOrder/detail', { query: { id }, signal }),
  receipt: (id: number) => http.get<ReceiptOutput>('/api/saleOrder/receipt', { query: { id } }),
  add: (input: SaleOrderAddBody) => http.post<SaleOrderDetailOutput>('/api/saleOrder/add', input),
  cancel: (id: number, reason?: string) =>
    http.post<SaleOrderDetailOutput>('/api/saleOrder/cancel', {
      id,
      reason: reason || null,
    } satisfies SaleCancelBody),
  refund: (id: number, lines: SaleRefundBody['lines'], reason?: string) =>
    http.post<SaleOrderDetailOutput>('/api/saleOrder/refund', {
      id,
      lines,
      reason: reason || null,
    } satisfies SaleRefundBody),
};

export const saleOrderKeys = resourceKeys('saleOrder');
