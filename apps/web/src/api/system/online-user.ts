import type { PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { PageOf } from './common.ts';

/** One live connection to the hub (a browser tab of a signed-in user). */
export interface OnlineUser {
  connectionId: string;
  sessionId: number;
  userId: number;
  tenantId: number;
  userName: string;
  realName: string;
  time: string;
  ip: string;
  browser: string;
  os: string;
}
export interface OnlineUserFilters {
  userName: string;
  realName: string;
}

export const onlineUserApi = {
  page: (input: PageOf<OnlineUserFilters>, signal?: AbortSignal) =>
    http.post<PageResult<OnlineUser>>('/api/sysOnlineUser/page', input, { signal }),
  /** Ends that session on the server; its browsers go to the sign-in page at once. */
  forceOffline: (sessionId: number) => http.post<null>('/api/sysOnlineUser/forceOffline', { sessionId }),
};
