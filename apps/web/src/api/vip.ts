import type { PageResult } from '@retail/contracts';
import type {
  BalanceLogOutput,
  BalanceLogPageBody,
  GoodsRankOutput,
  TopUpBody,
  TopUpOutput,
  TopUpSlipOutput,
  VipAddBody,
  VipOutput,
  VipPageBody,
  VipUpdateBody,
} from '@retail/contracts/api/retail/vip';
import { http } from './http.ts';
import { resourceKeys } from './query-keys.ts';

/** Members (`/api/vip/*`); money is yuan as the API sends it. */
export const vipApi = {
  exportUrl: '/api/vip/export',
  templateUrl: '/api/vip/template',
  importUrl: '/api/vip/import',
  page: (input: VipPageBody, signal?: AbortSignal) =>
    http.post<PageResult<VipOutput>>('/api/vip/page', input, { signal }),
  lookup: (keyword: string) => http.get<VipOutput[]>('/api/vip/lookup', { query: { keyword } }),
  detail: (id: number) => http.get<VipOutput>('/api/vip/detail', { query: { id } }),
  goodsRank: (id: number, top = 10) =>
    http.get<GoodsRankOutput[]>('/api/vip/goodsRank', { query: { id, top } }),
  add: (input: VipAddBody) => http.post<number>('/api/vip/add', input),
  update: (input: VipUpdateBody) => http.post<unknown>('/api/vip/update', input),
  delete: (id: number) => http.post<unknown>('/api/vip/delete', { id }),
  /** → the new balance (yuan) and the ledger row of the money paid in (the id of its slip) */
  topUp: (input: TopUpBody) => http.post<TopUpOutput>('/api/vip/topUp', input),
  /** what a top-up slip prints; id = the top-up's ledger row */
  topUpSlip: (logId: number) => http.get<TopUpSlipOutput>('/api/vip/topUpSlip', { query: { id: logId } }),
  balanceLog: (input: BalanceLogPageBody, signal?: AbortSignal) =>
    http.post<PageResult<BalanceLogOutput>>('/api/vip/balanceLog', input, { signal }),
};

export const vipKeys = resourceKeys('vip');
