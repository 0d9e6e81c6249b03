import type { BackupDetailOutput, BackupOutput } from '@retail/contracts/api/system/backup';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { BackupRow } from './repository.ts';

export function backupOutput(row: BackupRow, timeZone: string): BackupOutput {
  return {
    id: row.id,
    fileName: row.fileName,
    scope: row.scope as BackupOutput['scope'],
    tenantId: row.targetTenantId,
    tenantName: row.tenantName,
    includeFiles: row.includeFiles === 1,
    dbType: row.dbType,
    schemaVersion: row.schemaVersion,
    appVersion: row.appVersion,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    tableCount: row.tableCount,
    rowCount: row.rowCount,
    fileCount: row.fileCount,
    status: row.status as BackupOutput['status'],
    progress: row.progress,
    error: row.error,
    trigger: row.origin as BackupOutput['trigger'],
    remark: row.remark,
    startedTime: formatTime(row.startedTime, timeZone),
    finishedTime: formatNullableTime(row.finishedTime, timeZone),
    createUserName: row.createUserName,
  };
}

export function backupDetailOutput(row: BackupRow, timeZone: string): BackupDetailOutput {
  const tables = row.tablesJson ? (JSON.parse(row.tablesJson) as BackupDetailOutput['tables']) : [];
  return { ...backupOutput(row, timeZone), tables };
}
