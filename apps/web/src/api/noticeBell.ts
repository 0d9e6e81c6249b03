import { http } from './http.ts';

/** A published notice as the bell lists it (`GET /api/sysNotice/unReadList`, hub event `PublicNotice`). */
export interface BellNotice {
  id: number;
  title: string;
  /** Sanitised HTML from the server. */
  content: string;
  /** 1 notice, 2 announcement. */
  type: number;
  publicUserName: string | null;
  publicTime: string | null;
}

export const bellKeys = { unread: ['sysNotice', 'unReadList'] as const };

export function getUnreadNotices(signal?: AbortSignal): Promise<BellNotice[]> {
  return http.get<BellNotice[]>('/api/sysNotice/unReadList', signal ? { signal } : undefined);
}

export function setNoticeRead(id: number): Promise<null> {
  return http.post<null>('/api/sysNotice/setRead', { id });
}
