import type { NoticeStatus, PageResult } from '@retail/contracts';
import { http } from '../http.ts';
import type { PageOf, TimeRange } from './common.ts';

/** 1 notice, 2 announcement. */
export type NoticeType = 1 | 2;
/** 0 draft, 1 published, 2 withdrawn. */
export type { NoticeStatus };

export interface Notice {
  id: number;
  title: string;
  /** HTML, sanitised by the server */
  content: string;
  type: NoticeType;
  status: NoticeStatus;
  publicUserId: number | null;
  publicUserName: string | null;
  publicOrgId: number | null;
  publicOrgName: string | null;
  publicTime: string | null;
  cancelTime: string | null;
  createTime: string;
  createUserName: string | null;
  updateTime: string | null;
}

/** A notice as one user received it. */
export interface ReceivedNotice {
  id: number;
  noticeId: number;
  userId: number;
  /** 0 unread, 1 read */
  readStatus: 0 | 1;
  readTime: string | null;
  sysNotice: Notice;
}

export interface NoticeInput {
  title: string;
  content: string;
  type: NoticeType;
}
export interface NoticeFilters extends TimeRange {
  title: string;
  type: NoticeType;
  status: NoticeStatus;
}
export interface ReceivedFilters {
  title: string;
  type: NoticeType;
  readStatus: 0 | 1;
}

export const noticeApi = {
  page: (input: PageOf<NoticeFilters>, signal?: AbortSignal) =>
    http.post<PageResult<Notice>>('/api/sysNotice/page', input, { signal }),
  add: (input: NoticeInput) => http.post<number>('/api/sysNotice/add', input),
  update: (input: NoticeInput & { id: number }) => http.post<null>('/api/sysNotice/update', input),
  delete: (id: number) => http.post<null>('/api/sysNotice/delete', { id }),
  publish: (id: number) => http.post<null>('/api/sysNotice/public', { id }),
  withdraw: (id: number) => http.post<null>('/api/sysNotice/cancel', { id }),
  /** The signed-in user's notices (notice board). */
  received: (input: PageOf<ReceivedFilters>, signal?: AbortSignal) => {
    const { page, pageSize, title, type, readStatus } = input;
    return http.get<PageResult<ReceivedNotice>>('/api/sysNotice/pageReceived', {
      query: { page, pageSize, title, type, readStatus },
      signal,
    });
  },
  setRead: (noticeId: number) => http.post<null>('/api/sysNotice/setRead', { id: noticeId }),
};
