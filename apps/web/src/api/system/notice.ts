import type { PageResult } from '@retail/contracts';
import type {
  NoticeAddBody,
  NoticeOutput,
  NoticePageBody,
  NoticeUpdateBody,
  ReceivedOutput,
  ReceivedQuery,
} from '@retail/contracts/api/system/notice';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';

/** Notices (`/api/sysNotice`): the administrators' list, the notice board and the bell. */
export const noticeApi = {
  page: (input: NoticePageBody, signal?: AbortSignal) =>
    http.post<PageResult<NoticeOutput>>('/api/sysNotice/page', input, { signal }),
  add: (input: NoticeAddBody) => http.post<number>('/api/sysNotice/add', input),
  update: (input: NoticeUpdateBody) => http.post<null>('/api/sysNotice/update', input),
  delete: (id: number) => http.post<null>('/api/sysNotice/delete', { id }),
  publish: (id: number) => http.post<null>('/api/sysNotice/public', { id }),
  withdraw: (id: number) => http.post<null>('/api/sysNotice/cancel', { id }),
  /** The signed-in user's notices (notice board). */
  received: (input: Partial<ReceivedQuery>, signal?: AbortSignal) => {
    const { page, pageSize, title, type, readStatus } = input;
    return http.get<PageResult<ReceivedOutput>>('/api/sysNotice/pageReceived', {
      query: { page, pageSize, title, type, readStatus },
      signal,
    });
  },
  /** The signed-in user's unread published notices (the bell; the hub's `PublicNotice` adds to them). */
  unread: (signal?: AbortSignal) =>
    http.get<NoticeOutput[]>('/api/sysNotice/unReadList', signal ? { signal } : undefined),
  setRead: (noticeId: number) => http.post<null>('/api/sysNotice/setRead', { id: noticeId }),
};

export const noticeKeys = resourceKeys('sysNotice');
