import type { BalanceKind, PageInput, PageResult, PayMethod } from '@retail/contracts';
import { http } from './http.ts';

/** Members (`/api/vip/*`); money is yuan as the API sends it. */
export interface Vip {
  id: number;
  orgId: number | null;
  cardNo: string;
  name: string;
  mobile: string | null;
  level: string | null;
  sex: number;
  birthday: string | null;
  balance: number;
  points: number;
  totalTopUp: number;
  totalConsume: number;
  orderCount: number;
  lastVisitTime: string | null;
  status: number;
  remark: string | null;
  createTime: string;
  createUserName: string | null;
}

export interface VipFilters {
  cardNo?: string;
  name?: string;
  mobile?: string;
  level?: string;
  status?: number;
}

export interface VipInput {
  cardNo: string;
  name: string;
  mobile?: string | null;
  level?: string | null;
  sex?: number;
  birthday?: string | null;
  status?: number;
  remark?: string | null;
}

export interface VipTopUpInput {
  id: number;
  /** yuan texts */
  amount: string;
  bonus?: string;
  payMethod: PayMethod;
  remark?: string | null;
}

export interface BalanceLog {
  id: number;
  kind: BalanceKind;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  sourceType: string | null;
  sourceNo: string | null;
  payMethod: PayMethod | null;
  remark: string | null;
  createTime: string;
  createUserName: string | null;
}

export interface BalanceLogFilters {
  vipId: number;
  kind?: BalanceKind;
  startTime?: string;
  endTime?: string;
}

export interface VipGoodsRank {
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  qty: number;
  amount: number;
}

export const vipApi = {
  exportUrl: '/api/vip/export',
  templateUrl: '/api/vip/template',
  importUrl: '/api/vip/import',
  page: (input: PageInput & VipFilters, signal?: AbortSignal) =>
    http.post<PageResult<Vip>>('/api/vip/page', input, { signal }),
  lookup: (keyword: string) => http.get<Vip[]>('/api/vip/lookup', { query: { keyword } }),
  detail: (id: number) => http.get<Vip>('/api/vip/detail', { query: { id } }),
  goodsRank: (id: number, top = 10) => http.get<VipGoodsRank[]>('/api/vip/goodsRank', { query: { id, top } }),
  add: (input: VipInput) => http.post<number>('/api/vip/add', input),
  update: (id: number, input: Partial<VipInput>) => http.post<unknown>('/api/vip/update', { id, ...input }),
  delete: (id: number) => http.post<unknown>('/api/vip/delete', { id }),
  /** → the new balance (yuan) */
  topUp: (input: VipTopUpInput) => http.post<number>('/api/vip/topUp', input),
  balanceLog: (input: PageInput & BalanceLogFilters, signal?: AbortSignal) =>
    http.post<PageResult<BalanceLog>>('/api/vip/balanceLog', input, { signal }),
};
