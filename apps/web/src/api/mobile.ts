import type { PayMethod } from '@retail/contracts';
import type { SaleOrderDetail } from './sale-order.ts';
import { http } from './http.ts';

/**
 * Calls of the mobile cashier: the member look-up and selling. The sales documents and the report figures
 * are the back office's calls (sale-order.ts, statistics.ts). Money is yuan (numbers with at most two
 * decimals) as the API gives it.
 */

export interface Member {
  id: number;
  cardNo: string;
  name: string;
  mobile: string | null;
  level: string | null;
  balance: number;
  points: number;
}

export interface SaleOrderAddInput {
  /** made once per checkout; a retry with the same key returns the first order */
  clientKey: string;
  vipId?: number | null;
  lines: { barcode: string; qty: number }[];
  payments: { method: PayMethod; amount: number }[];
  remark?: string | null;
}

export const mobileApi = {
  lookupMember: (keyword: string) => http.get<Member[]>('/api/vip/lookup', { query: { keyword } }),
  sell: (input: SaleOrderAddInput) => http.post<SaleOrderDetail>('/api/saleOrder/add', input),
};
