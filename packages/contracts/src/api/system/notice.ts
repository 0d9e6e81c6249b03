import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape, pageQueryShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

/** NoticeTypeEnum of the template: 1 notice, 2 announcement. */
const noticeType = z.literal([1, 2]);

const title = z.string().trim().min(1).max(64);
const content = z.string().min(1).max(100_000);

export const noticeAddInput = z.strictObject({ title, content, type: noticeType.default(1) });
export const noticeUpdateInput = z.strictObject({
  id,
  title: title.optional(),
  content: content.optional(),
  type: noticeType.optional(),
});
export const noticePageInput = z.strictObject({
  ...pageInputShape,
  title: z.string().max(64).nullish(),
  type: noticeType.nullish(),
  status: z.literal([0, 1, 2]).nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
});
export const receivedQuery = z.object({
  ...pageQueryShape,
  title: z.string().max(64).optional(),
  type: z.coerce.number().pipe(noticeType).optional(),
  readStatus: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .optional(),
});

export const noticeOutput = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.number(),
  status: z.number(),
  publicUserId: z.number().nullable(),
  publicUserName: z.string().nullable(),
  publicOrgId: z.number().nullable(),
  publicOrgName: z.string().nullable(),
  publicTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export const receivedOutput = z.object({
  id: z.number(),
  noticeId: z.number(),
  userId: z.number(),
  readStatus: z.number(),
  readTime: z.string().nullable(),
  sysNotice: noticeOutput,
});

export type NoticeAddInput = z.output<typeof noticeAddInput>;
export type NoticeUpdateInput = z.output<typeof noticeUpdateInput>;
export type NoticePageInput = z.output<typeof noticePageInput>;
export type ReceivedQuery = z.output<typeof receivedQuery>;
export type NoticeOutput = z.output<typeof noticeOutput>;
export type ReceivedOutput = z.output<typeof receivedOutput>;
export type NoticeAddBody = z.input<typeof noticeAddInput>;
export type NoticeUpdateBody = z.input<typeof noticeUpdateInput>;
export type NoticePageBody = z.input<typeof noticePageInput>;
