import type {
  BackupOutput,
  BackupVerifyOutput,
  RestoreStatusOutput,
} from '@retail/contracts/api/system/backup';

/** The contract's BACKUP_SUFFIX (the web imports only the contract's types). */
const BACKUP_SUFFIX = '.rbk';

/** What the restore wizard asks to be typed: the archive's file name without `.rbk`. */
export function confirmNameOf(fileName: string): string {
  return fileName.endsWith(BACKUP_SUFFIX) ? fileName.slice(0, -BACKUP_SUFFIX.length) : fileName;
}

/**
 * Whether the archive's schema is newer than this server's. Versions are compared part by part with digits
 * as numbers (`0009_x` before `0010_y`, `1.10` after `1.9`).
 */
export function schemaNewer(archive: string, current: string): boolean {
  return archive.localeCompare(current, 'en', { numeric: true }) > 0;
}

/** An archive can be restored when it verified and its schema is not newer than this server's. */
export function restorable(verify: BackupVerifyOutput): boolean {
  return verify.ok && !schemaNewer(verify.schemaVersion, verify.currentSchemaVersion);
}

export type RestoreOutcome = 'running' | 'done' | 'failed';

/**
 * Where the restore the wizard started stands. `before` is the status's start time read before it was asked
 * for: until the status names a later start it still describes an earlier restore, whose end says nothing.
 */
export function restoreOutcome(before: string | null, status: RestoreStatusOutput): RestoreOutcome {
  if (status.active || status.startedTime === before) return 'running';
  if (status.phase === 'done') return 'done';
  if (status.phase === 'failed') return 'failed';
  return 'running';
}

/** While an archive is being made its row changes every moment: the list is read again this often. */
export const RUNNING_POLL_MS = 1500;

export function pollWhileRunning(rows: BackupOutput[]): number | false {
  return rows.some((row) => row.status === 'running') ? RUNNING_POLL_MS : false;
}
