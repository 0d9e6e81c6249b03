import type { PageResult } from '@retail/contracts';
import type {
  DiscountApprovalOutput,
  DiscountApproveBody,
  DiscountLimitOutput,
  ReceiptOutput,
  RefundSlipOutput,
  SaleOrderAddBody,
  SaleOrderDetailOutput,
  SaleOrderOutput,
  SaleOrderPageBody,
  SaleCancelBody,
  SaleRefundBody,
  SaleReturnBody,
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
  refund: (id: number, lines: SaleRefundBody['lines'], reason?: string, method?: SaleRefundBody['method']) =>
    http.post<SaleOrderDetailOutput>('/api/saleOrder/refund', {
      id,
      lines,
      ...(method ? { method } : {}),
      reason: reason || null,
    } satisfies SaleRefundBody),
  /** a return without the receipt (its own permission, saleOrder:return) */
  returnNoReceipt: (input: SaleReturnBody) =>
    http.post<SaleOrderDetailOutput>('/api/saleOrder/return', input),
  /** what a refund slip prints; id = the refund */
  refundSlip: (refundId: number) =>
    http.get<RefundSlipOutput>('/api/saleOrder/refundSlip', { query: { id: refundId } }),
  discountLimit: (signal?: AbortSignal) =>
    http.get<DiscountLimitOutput>('/api/saleOrder/discountLimit', { signal }),
  approveDiscount: (input: DiscountApproveBody) =>
    http.post<DiscountApprovalOutput>('/api/saleOrder/approveDiscount', input),
  discountApprovals: (id: number, signal?: AbortSignal) =>
    http.get<DiscountApprovalOutput[]>('/api/saleOrder/discountApprovals', { query: { id }, signal }),
};

export const saleOrderKeys = resourceKeys('saleOrder');
