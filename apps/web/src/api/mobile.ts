import type { SaleOrderAddBody, SaleOrderDetailOutput } from '@retail/contracts/api/retail/sale-order';
import type { VipOutput } from '@retail/contracts/api/retail/vip';
import { http } from './http.ts';

/**
 * Calls of the mobile cashier: the member look-up and selling. The sales documents and the report figures
 * are the back office's calls (sale-order.ts, statistics.ts). Money is yuan (numbers with at most two
 * decimals) as the API gives it.
 */

/** What the cart keeps of the member a look-up found. */
export type Member = Pick<VipOutput, 'id' | 'cardNo' | 'name' | 'mobile' | 'level' | 'balance' | 'points'>;

export const mobileApi = {
  lookupMember: (keyword: string) => http.get<VipOutput[]>('/api/vip/lookup', { query: { keyword } }),
  sell: (input: SaleOrderAddBody) => http.post<SaleOrderDetailOutput>('/api/saleOrder/add', input),
};
