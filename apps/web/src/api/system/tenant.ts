import type { PageInput, PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { StatusValue } from './common.ts';

export interface TenantRow {
  id: number;
  name: string;
  orgId: number;
  userId: number;
  adminAccount: string | null;
  phone: string | null;
  email: string | null;
  host: string | null;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
  createTime: string;
}

export interface TenantFilters {
  name?: string;
  phone?: string;
}

export interface TenantInput {
  name: string;
  phone?: string | null;
  email?: string | null;
  host?: string | null;
  orderNo?: number;
  remark?: string | null;
}

/** The admin's initial or reset password: shown once. */
export interface TenantCredential {
  id: number;
  adminAccount: string;
  password: string;
}

export const tenantApi = {
  page: (input: PageInput & TenantFilters, signal?: AbortSignal) =>
    http.post<PageResult<TenantRow>>('/api/sysTenant/page', input, { signal }),
  add: (input: TenantInput & { adminAccount: string; menuIdList?: number[] }) =>
    http.post<TenantCredential>('/api/sysTenant/add', input),
  update: (input: TenantInput & { id: number }) => http.post<null>('/api/sysTenant/update', input),
  delete: (id: number) => http.post<null>('/api/sysTenant/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysTenant/setStatus', { id, status }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysTenant/ownMenuList', { query: { id } }),
  grantMenu: (id: number, menuIdList: number[]) =>
    http.post<null>('/api/sysTenant/grantMenu', { id, menuIdList }),
  resetPwd: (id: number) => http.post<TenantCredential>('/api/sysTenant/resetPwd', { id }),
};
