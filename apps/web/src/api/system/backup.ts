import type { PageResult } from '@retail/contracts';
import type {
  BackupAddBody,
  BackupDetailOutput,
  BackupOutput,
  BackupPageBody,
  BackupRestoreInput,
  BackupSettingInput,
  BackupSettingOutput,
  BackupVerifyOutput,
  RestoreStatusOutput,
} from '@retail/contracts/api/system/backup';
import { http } from '../http.ts';
import { resourceKeys } from '../query-keys.ts';
import { downloadBlob, saveBlob, uploadFile } from '../transfer.ts';

const base = '/api/sysBackup';

/**
 * Backups (`/api/sysBackup`): archives of the whole system or of one tenant, made in the background, their
 * download, check, upload and restore, and the schedule of the `sys.backup` job.
 */
export const backupApi = {
  page: (input: BackupPageBody, signal?: AbortSignal) =>
    http.post<PageResult<BackupOutput>>(`${base}/page`, input, { signal }),
  detail: (id: number, signal?: AbortSignal) =>
    http.get<BackupDetailOutput>(`${base}/detail`, { query: { id }, signal }),
  /** Starts an archive; its row shows `running` with its progress until it ends. */
  add: (input: BackupAddBody) => http.post<{ id: number }>(`${base}/add`, input),
  delete: (id: number) => http.post<null>(`${base}/delete`, { id }),
  /** Saves the archive under the server's name. */
  download: async (row: BackupOutput) =>
    saveBlob(await downloadBlob(`${base}/download`, { id: row.id }, row.fileName)),
  verify: (id: number, signal?: AbortSignal) =>
    http.post<BackupVerifyOutput>(`${base}/verify`, { id }, { signal }),
  /** An `.rbk` archive from elsewhere; the server checks it and refuses a damaged one. */
  upload: (file: File) => uploadFile<BackupOutput>(`${base}/upload`, file),
  /** Answers once the restore has started; `restoreStatus` follows it. */
  restore: (input: BackupRestoreInput) => http.post<null>(`${base}/restore`, input),
  /** Public: answers during a restore too, when every other call is refused. */
  restoreStatus: (signal?: AbortSignal) => http.get<RestoreStatusOutput>(`${base}/restoreStatus`, { signal }),
  setting: (signal?: AbortSignal) => http.get<BackupSettingOutput>(`${base}/setting`, { signal }),
  updateSetting: (input: BackupSettingInput) => http.post<null>(`${base}/updateSetting`, input),
};

export const backupKeys = resourceKeys('sysBackup');
