import type { PageInput, PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { AuditFields, StatusValue } from './common.ts';

export interface RoleRow extends AuditFields {
  id: number;
  name: string;
  code: string;
  orderNo: number;
  dataScope: number;
  status: StatusValue;
  remark: string | null;
}

/** A menu the caller may grant (its tenant's, or a normal user's own), with buttons below screens. */
export interface GrantableMenu {
  id: number;
  pid: number;
  type: number;
  title: string;
  icon: string | null;
  permission: string | null;
  children: GrantableMenu[];
}

export interface RoleFilters {
  name?: string;
  code?: string;
}

export interface RoleInput {
  name: string;
  code: string;
  orderNo?: number;
  remark?: string | null;
  menuIdList?: number[];
}

export const roleApi = {
  page: (input: PageInput & RoleFilters, signal?: AbortSignal) =>
    http.post<PageResult<RoleRow>>('/api/sysRole/page', input, { signal }),
  /** Enabled roles the caller may assign (user form). */
  list: () => http.get<Array<{ id: number; name: string; code: string }>>('/api/sysRole/list'),
  add: (input: RoleInput) => http.post<number>('/api/sysRole/add', input),
  update: (input: RoleInput & { id: number }) => http.post<null>('/api/sysRole/update', input),
  delete: (id: number) => http.post<null>('/api/sysRole/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysRole/setStatus', { id, status }),
  grantableMenuTree: (signal?: AbortSignal) =>
    http.get<GrantableMenu[]>('/api/sysRole/grantableMenuTree', { signal }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysRole/ownMenuList', { query: { id } }),
  grantMenu: (id: number, menuIdList: number[]) =>
    http.post<null>('/api/sysRole/grantMenu', { id, menuIdList }),
  ownOrgList: (id: number) => http.get<number[]>('/api/sysRole/ownOrgList', { query: { id } }),
  grantDataScope: (id: number, dataScope: number, orgIdList: number[]) =>
    http.post<null>('/api/sysRole/grantDataScope', { id, dataScope, orgIdList }),
};
