import type { PageResult } from '@retail/contracts';
import type {
  TenantAddBody,
  TenantCredential,
  TenantListItem,
  TenantOutput,
  TenantPageBody,
  TenantUpdateBody,
} from '@retail/contracts/api/system/tenant';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import type { StatusValue } from './common.ts';

/** Tenants (`/api/sysTenant`); an add or a password reset answers the admin's password, shown once. */
export const tenantApi = {
  page: (input: TenantPageBody, signal?: AbortSignal) =>
    http.post<PageResult<TenantOutput>>('/api/sysTenant/page', input, { signal }),
  /** Every tenant's id and name (pickers). */
  list: (signal?: AbortSignal) => http.get<TenantListItem[]>('/api/sysTenant/list', { signal }),
  add: (input: TenantAddBody) => http.post<TenantCredential>('/api/sysTenant/add', input),
  update: (input: TenantUpdateBody) => http.post<null>('/api/sysTenant/update', input),
  delete: (id: number) => http.post<null>('/api/sysTenant/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysTenant/setStatus', { id, status }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysTenant/ownMenuList', { query: { id } }),
  grantMenu: (id: number, menuIdList: number[]) =>
    http.post<null>('/api/sysTenant/grantMenu', { id, menuIdList }),
  resetPwd: (id: number) => http.post<TenantCredential>('/api/sysTenant/resetPwd', { id }),
};

export const tenantKeys = resourceKeys('sysTenant');
