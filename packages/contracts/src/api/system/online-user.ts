import { z } from 'zod';
import { id } from '../fields.ts';
import { pageInputShape } from '../paging.ts';

export const onlinePageInput = z.strictObject({
  ...pageInputShape,
  userName: z.string().max(32).nullish(),
  realName: z.string().max(32).nullish(),
  /** super admin only: one tenant's connections (default: all) */
  tenantId: id.nullish(),
});

/** Ends one connection's session, one session, or every session of a user. */
export const forceOfflineInput = z
  .strictObject({
    connectionId: z.string().min(1).max(64).optional(),
    sessionId: id.optional(),
    userId: id.optional(),
  })
  .refine((v) => [v.connectionId, v.sessionId, v.userId].filter((x) => x !== undefined).length === 1, {
    message: 'exactly one of connectionId, sessionId or userId',
  });

export const onlineUserOutput = z.object({
  connectionId: z.string(),
  sessionId: z.number(),
  userId: z.number(),
  tenantId: z.number(),
  userName: z.string(),
  realName: z.string(),
  time: z.string(),
  ip: z.string(),
  browser: z.string(),
  os: z.string(),
});

export type OnlinePageInput = z.output<typeof onlinePageInput>;
export type ForceOfflineInput = z.output<typeof forceOfflineInput>;
export type OnlineUserOutput = z.output<typeof onlineUserOutput>;
export type OnlinePageBody = z.input<typeof onlinePageInput>;
export type ForceOfflineBody = z.input<typeof forceOfflineInput>;
