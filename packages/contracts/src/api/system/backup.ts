import { z } from 'zod';
import { id, optionalText } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

/**
 * Data backup and restore (`/api/sysBackup/*`, platform menu /platform/backup). An archive (`.rbk`, a zip) holds a
 * manifest and every table's rows as JSON lines, read from one consistent snapshot, optionally the uploaded files.
 * A `system` archive is the whole database and replaces it on restore; a `tenant` archive is one tenant's data
 * and is restored into a new tenant. Times are `yyyy-MM-dd HH:mm:ss` in the business time zone.
 */

export const BACKUP_SCOPES = ['system', 'tenant'] as const;
export type BackupScope = (typeof BACKUP_SCOPES)[number];
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
/** how the archive came to be: a user, the `sys.backup` job, the safety copy before a restore, an upload */
export const BACKUP_TRIGGERS = ['manual', 'schedule', 'safety', 'upload'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];
/** the file suffix of an archive */
export const BACKUP_SUFFIX = '.rbk';

export const backupPageInput = z.strictObject({
  ...pageInputShape,
  status: z.enum(BACKUP_STATUSES).nullish(),
  scope: z.enum(BACKUP_SCOPES).nullish(),
  trigger: z.enum(BACKUP_TRIGGERS).nullish(),
  startTime: localTimeText,
  endTime: localTimeText,
});

export const backupAddInput = z
  .strictObject({
    scope: z.enum(BACKUP_SCOPES).default('system'),
    /** the tenant of a `tenant` archive */
    tenantId: id.nullish(),
    includeFiles: z.boolean().default(false),
    remark: optionalText(256),
  })
  .refine((v) => v.scope === 'system' || v.tenantId != null, {
    path: ['tenantId'],
    message: 'rule.required',
  });

/** The archive's name without its suffix must be typed as `confirmText`, with the operator's own password. */
export const backupRestoreInput = z.strictObject({
  id,
  confirmText: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(128),
  /** a `tenant` archive: the name of the new tenant it becomes */
  tenantName: z.string().trim().min(1).max(64).nullish(),
  /** a `tenant` archive: prefixed to every account (accounts are unique across tenants) */
  accountPrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{0,16}$/)
    .nullish(),
});

export const backupSettingInput = z.strictObject({
  /** whether the `sys.backup` job's trigger runs */
  enabled: z.boolean(),
  /** cron with seconds (`0 30 2 * * *`) or the 5-field form, in the business time zone */
  cron: z.string().trim().min(9).max(64),
  /** scheduled archives kept, newest first (0: no count limit) */
  keepCount: z.number().int().min(0).max(1000),
  /** scheduled archives older than this many days are deleted (0: no age limit) */
  keepDays: z.number().int().min(0).max(3650),
  includeFiles: z.boolean(),
});

export const backupTableOutput = z.object({
  name: z.string(),
  rows: z.number(),
  sha256: z.string(),
});

export const backupOutput = z.object({
  id: z.number(),
  fileName: z.string(),
  scope: z.enum(BACKUP_SCOPES),
  tenantId: z.number().nullable(),
  tenantName: z.string().nullable(),
  includeFiles: z.boolean(),
  dbType: z.string(),
  schemaVersion: z.string(),
  appVersion: z.string(),
  sizeBytes: z.number(),
  sha256: z.string().nullable(),
  tableCount: z.number(),
  rowCount: z.number(),
  fileCount: z.number(),
  status: z.enum(BACKUP_STATUSES),
  /** 0–100 while running */
  progress: z.number(),
  error: z.string().nullable(),
  trigger: z.enum(BACKUP_TRIGGERS),
  remark: z.string().nullable(),
  startedTime: z.string(),
  finishedTime: z.string().nullable(),
  createUserName: z.string().nullable(),
});

export const backupDetailOutput = backupOutput.extend({ tables: z.array(backupTableOutput) });

/** What `verify` (and the restore wizard's second step) reports about an archive. */
export const backupVerifyOutput = z.object({
  ok: z.boolean(),
  /** why it cannot be restored, when not ok */
  problem: z.string().nullable(),
  scope: z.enum(BACKUP_SCOPES),
  dbType: z.string(),
  schemaVersion: z.string(),
  /** the schema version of this server (an older archive is migrated forward when restored) */
  currentSchemaVersion: z.string(),
  createdTime: z.string(),
  tableCount: z.number(),
  rowCount: z.number(),
  fileCount: z.number(),
  tables: z.array(backupTableOutput),
});

export const RESTORE_PHASES = [
  'idle',
  'verifying',
  'safety',
  'restoring',
  'checking',
  'files',
  'done',
  'failed',
] as const;
export type RestorePhase = (typeof RESTORE_PHASES)[number];

/** Public (no sign-in): what a restore is doing, so that every screen can show it and the wizard can follow it. */
export const restoreStatusOutput = z.object({
  /** true while the system is in maintenance mode for a restore */
  active: z.boolean(),
  phase: z.enum(RESTORE_PHASES),
  /** 0–100 */
  progress: z.number(),
  startedTime: z.string().nullable(),
  finishedTime: z.string().nullable(),
  /** why the last restore failed (nothing was changed) */
  error: z.string().nullable(),
});

export const backupSettingOutput = backupSettingInput.extend({
  /** the next time the schedule fires, when enabled */
  nextRunTime: z.string().nullable(),
});

export type BackupPageInput = z.output<typeof backupPageInput>;
export type BackupPageBody = z.input<typeof backupPageInput>;
export type BackupAddInput = z.output<typeof backupAddInput>;
export type BackupAddBody = z.input<typeof backupAddInput>;
export type BackupRestoreInput = z.output<typeof backupRestoreInput>;
export type BackupSettingInput = z.output<typeof backupSettingInput>;
export type BackupOutput = z.output<typeof backupOutput>;
export type BackupDetailOutput = z.output<typeof backupDetailOutput>;
export type BackupVerifyOutput = z.output<typeof backupVerifyOutput>;
export type RestoreStatusOutput = z.output<typeof restoreStatusOutput>;
export type BackupSettingOutput = z.output<typeof backupSettingOutput>;
