import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { texts as l } from '../../../platform/i18n/define-messages.ts';
import { defineJobType, type JobType } from '../../../platform/jobs/job-type.ts';
import type { BackupRunner } from './backup-runner.ts';
import type { BackupRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** the job id and type of the scheduled backup (a system job) */
export const BACKUP_JOB_TYPE = 'sys.backup';

export const backupJobParams = z.strictObject({
  includeFiles: z.boolean().default(false),
  /** scheduled archives kept, newest first; 0: no count limit */
  keepCount: z.number().int().min(0).max(1000).default(7),
  /** scheduled archives older than this many days are deleted; 0: no age limit */
  keepDays: z.number().int().min(0).max(3650).default(0),
});

/**
 * `sys.backup`: a whole-system backup, then retention over the scheduled archives (manual, uploaded and safety
 * archives are kept until someone deletes them). Runs once across instances, as every job run is claimed once.
 */
export function backupJob(runner: BackupRunner, repo: BackupRepository): JobType {
  return defineJobType({
    type: BACKUP_JOB_TYPE,
    title: l('数据备份', 'Data backup', '資料備份'),
    description: l(
      '备份整个系统（可含上传的文件），然后按保留份数和天数删除较早的定时备份',
      'Backs up the whole system (optionally with the uploaded files), then deletes older scheduled archives beyond the kept count and days',
      '備份整個系統（可含上傳的檔案），然後按保留份數和天數刪除較早的定時備份',
    ),
    params: backupJobParams,
    concurrent: false,
    timeoutMs: 6 * 3_600_000,
    defaultTrigger: {
      triggerType: 'cron',
      triggerId: 'daily-0130',
      cron: '0 30 1 * * *',
      description: l('每天 01:30', 'Every day at 01:30', '每天 01:30'),
    },
    async run(input, { fireTime }) {
      const row = await runner.run({
        scope: 'system',
        includeFiles: input.includeFiles,
        origin: 'schedule',
        user: null,
      });
      const removed = await applyRetention(runner, repo, input.keepCount, input.keepDays, fireTime);
      return `archive ${row.fileName} (${row.rowCount} rows, ${row.sizeBytes} bytes); ${removed} older scheduled archives deleted`;
    },
  });
}

/** Deletes scheduled archives beyond the newest `keepCount` or older than `keepDays`; returns how many. */
export async function applyRetention(
  runner: BackupRunner,
  repo: BackupRepository,
  keepCount: number,
  keepDays: number,
  now: number,
): Promise<number> {
  const scheduled = await repo.ofOrigins(['schedule']);
  const doomed = scheduled.filter(
    (row, index) =>
      (keepCount > 0 && index >= keepCount) || (keepDays > 0 && row.startedTime < now - keepDays * DAY_MS),
  );
  for (const row of doomed) {
    await rm(runner.pathOf(row.fileName), { force: true });
    await repo.delete(row.id);
  }
  return doomed.length;
}
