import type { NoticeStatus } from '@retail/contracts';

/** 1 notice, 2 announcement. */
export type NoticeType = 1 | 2;

export const NOTICE_TYPES: NoticeType[] = [1, 2];
export const NOTICE_STATUSES: NoticeStatus[] = [0, 1, 2];
export const STATUS_COLORS: Record<NoticeStatus, string> = { 0: 'default', 1: 'success', 2: 'warning' };
export const TYPE_COLORS: Record<NoticeType, string> = { 1: 'processing', 2: 'purple' };

/** The API types both codes as plain numbers; these tell the known ones, which have a name. */
export const isNoticeType = (code: number): code is NoticeType => (NOTICE_TYPES as number[]).includes(code);
export const isNoticeStatus = (code: number): code is NoticeStatus =>
  (NOTICE_STATUSES as number[]).includes(code);
