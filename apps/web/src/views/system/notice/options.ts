import type { NoticeStatus, NoticeType } from '../../../api/system/notice.ts';

export const NOTICE_TYPES: NoticeType[] = [1, 2];
export const NOTICE_STATUSES: NoticeStatus[] = [0, 1, 2];
export const STATUS_COLORS: Record<NoticeStatus, string> = { 0: 'default', 1: 'success', 2: 'warning' };
export const TYPE_COLORS: Record<NoticeType, string> = { 1: 'processing', 2: 'purple' };
