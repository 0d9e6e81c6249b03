import type { PageResult } from '@retail/contracts';
import type {
  UserAddBody,
  UserAddResult,
  UserDetail,
  UserPageBody,
  UserPageItem,
  UserUpdateBody,
} from '@retail/contracts/api/system/user';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import type { StatusValue } from './common.ts';

/** Users of the tenant (`/api/sysUser`). */
export const userApi = {
  page: (input: UserPageBody, signal?: AbortSignal) =>
    http.post<PageResult<UserPageItem>>('/api/sysUser/page', input, { signal }),
  detail: (id: number) => http.get<UserDetail>('/api/sysUser/detail', { query: { id } }),
  /** → the new user's id and its random password, shown once */
  add: (input: UserAddBody) => http.post<UserAddResult>('/api/sysUser/add', input),
  update: (input: UserUpdateBody) => http.post<null>('/api/sysUser/update', input),
  delete: (id: number) => http.post<null>('/api/sysUser/delete', { id }),
  setStatus: (id: number, status: StatusValue) => http.post<null>('/api/sysUser/setStatus', { id, status }),
  /** The new random password, shown once. */
  resetPwd: (id: number) => http.post<string>('/api/sysUser/resetPwd', { id }),
  unlockLogin: (id: number) => http.post<null>('/api/sysUser/unlockLogin', { id }),
  /** Ends every session of the user; its browsers get ForceOffline and go to /login. */
  forceOffline: (userId: number) => http.post<null>('/api/sysOnlineUser/forceOffline', { userId }),
  exportUrl: '/api/sysUser/export',
};

export const userKeys = resourceKeys('sysUser');
