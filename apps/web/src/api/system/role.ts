import type { DataScope, PageResult } from '@retail/contracts';
import type {
  GrantableMenu,
  GrantDataScopeBody,
  GrantMenuBody,
  RoleAddBody,
  RoleListItem,
  RoleOutput,
  RolePageBody,
  RoleUpdateBody,
} from '@retail/contracts/api/system/role';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import type { StatusValue } from './common.ts';

/** Roles (`/api/sysRole`) and what they grant: menus and a data scope. */
export const roleApi = {
  page: (input: RolePageBody, signal?: AbortSignal) =>
    http.post<PageResult<RoleOutput>>('/api/sysRole/page', input, { signal }),
  /** Enabled roles the caller may assign (user form). */
  list: () => http.get<RoleListItem[]>('/api/sysRole/list'),
  add: (input: RoleAddBody) => http.post<number>('/api/sysRole/add', input),
  update: (input: RoleUpdateBody) => http.post<null>('/api/sysRole/update', input),
  delete: (id: number) => http.post<null>('/api/sysRole/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysRole/setStatus', { id, status }),
  grantableMenuTree: (signal?: AbortSignal) =>
    http.get<GrantableMenu[]>('/api/sysRole/grantableMenuTree', { signal }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysRole/ownMenuList', { query: { id } }),
  grantMenu: (id: number, menuIdList: number[]) =>
    http.post<null>('/api/sysRole/grantMenu', { id, menuIdList } satisfies GrantMenuBody),
  ownOrgList: (id: number) => http.get<number[]>('/api/sysRole/ownOrgList', { query: { id } }),
  grantDataScope: (id: number, dataScope: DataScope, orgIdList: number[]) =>
    http.post<null>('/api/sysRole/grantDataScope', {
      id,
      dataScope,
      orgIdList,
    } satisfies GrantDataScopeBody),
};

export const roleKeys = resourceKeys('sysRole');
