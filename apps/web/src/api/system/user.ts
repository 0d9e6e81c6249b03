import type { PageInput, PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { AuditFields, StatusValue } from './common.ts';

export interface UserRow extends AuditFields {
  id: number;
  tenantId: number;
  account: string;
  realName: string;
  nickName: string | null;
  avatar: string | null;
  sex: number;
  birthday: string | null;
  phone: string | null;
  idCardNum: string | null;
  email: string | null;
  address: string | null;
  introduction: string | null;
  signature: string | null;
  orderNo: number;
  status: StatusValue;
  remark: string | null;
  accountType: number;
  orgId: number;
  posId: number;
  jobNum: string | null;
  lastLoginIp: string | null;
  lastLoginTime: string | null;
  lastLoginDevice: string | null;
  orgName: string | null;
  posName: string | null;
}

export interface UserPageRow extends UserRow {
  roleNames: string;
}

export interface ExtOrg {
  orgId: number;
  orgName?: string | null;
  posId: number;
  posName?: string | null;
  jobNum?: string | null;
  posLevel?: string | null;
  joinDate?: string | null;
}

export interface UserDetail extends UserRow {
  roleIds: number[];
  extOrgs: ExtOrg[];
}

export interface UserFilters {
  account?: string;
  realName?: string;
  phone?: string;
  orgId?: number;
  status?: StatusValue;
}

/** The add/edit form; '' or null clears an optional text. */
export interface UserInput {
  account: string;
  realName: string;
  nickName?: string | null;
  phone?: string | null;
  email?: string | null;
  sex?: 1 | 2 | 3;
  birthday?: string | null;
  address?: string | null;
  idCardNum?: string | null;
  orgId?: number;
  posId?: number;
  jobNum?: string | null;
  orderNo?: number;
  remark?: string | null;
  roleIdList?: number[];
  extOrgIdList?: Array<{ orgId: number; posId: number; jobNum?: string | null }>;
}

export const userApi = {
  page: (input: PageInput & UserFilters, signal?: AbortSignal) =>
    http.post<PageResult<UserPageRow>>('/api/sysUser/page', input, { signal }),
  detail: (id: number) => http.get<UserDetail>('/api/sysUser/detail', { query: { id } }),
  add: (input: UserInput) => http.post<{ id: number; password: string }>('/api/sysUser/add', input),
  update: (input: UserInput & { id: number }) => http.post<null>('/api/sysUser/update', input),
  delete: (id: number) => http.post<null>('/api/sysUser/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysUser/setStatus', { id, status }),
  /** The new random password, shown once. */
  resetPwd: (id: number) => http.post<string>('/api/sysUser/resetPwd', { id }),
  unlockLogin: (id: number) => http.post<null>('/api/sysUser/unlockLogin', { id }),
  /** Ends every session of the user; its browsers get ForceOffline and go to /login. */
  forceOffline: (userId: number) => http.post<null>('/api/sysOnlineUser/forceOffline', { userId }),
  exportUrl: '/api/sysUser/export',
};
