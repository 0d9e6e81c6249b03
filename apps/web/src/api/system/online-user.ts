import type { PageResult } from '@retail/contracts';
import type {
  ForceOfflineBody,
  OnlinePageBody,
  OnlineUserOutput,
} from '@retail/contracts/api/system/online-user';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Live connections to the hub (`/api/sysOnlineUser`): a browser tab of a signed-in user each. */
export const onlineUserApi = {
  page: (input: OnlinePageBody, signal?: AbortSignal) =>
    http.post<PageResult<OnlineUserOutput>>('/api/sysOnlineUser/page', input, { signal }),
  /** Ends that session on the server; its browsers go to the sign-in page at once. */
  forceOffline: (sessionId: number) =>
    http.post<null>('/api/sysOnlineUser/forceOffline', { sessionId } satisfies ForceOfflineBody),
};

export const onlineUserKeys = resourceKeys('sysOnlineUser');
