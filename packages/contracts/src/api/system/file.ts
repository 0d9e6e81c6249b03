import { z } from 'zod';
import { id, queryId } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

export const FILE_CATEGORIES = ['file', 'avatar', 'signature'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const idParams = z.object({ id: queryId });
export const contentParams = z.object({
  id: queryId,
  token: z.string().max(64),
});
export const filePageInput = z.strictObject({
  ...pageInputShape,
  fileName: z.string().max(128).nullish(),
  suffix: z.string().max(16).nullish(),
  category: z.enum(FILE_CATEGORIES).nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
});
export const fileRenameInput = z.strictObject({ id, fileName: z.string().trim().min(1).max(112) });

export const fileOutput = z.object({
  id: z.number(),
  fileName: z.string(),
  suffix: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  sizeKb: z.number(),
  category: z.string(),
  provider: z.string(),
  bucketName: z.string(),
  url: z.string(),
  /** images and PDF can be shown inline */
  previewable: z.boolean(),
  createTime: z.string(),
  createUserName: z.string().nullable(),
  updateTime: z.string().nullable(),
});

export type FilePageInput = z.output<typeof filePageInput>;
export type FileRenameInput = z.output<typeof fileRenameInput>;
export type FileOutput = z.output<typeof fileOutput>;
export type FilePageBody = z.input<typeof filePageInput>;
export type FileRenameBody = z.input<typeof fileRenameInput>;
