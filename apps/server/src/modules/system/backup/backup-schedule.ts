import type { BackupSettingInput, BackupSettingOutput } from '@retail/contracts/api/system/backup';
import { JOB_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import type { Db } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { formatNullableTime } from '../../../platform/db/time.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { nextFireTime } from '../../../platform/jobs/fire-times.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { auditUpdate } from '../../../platform/context.ts';
import { firingSchedule } from '../job/schedule-input.ts';
import { BACKUP_JOB_TYPE, backupJobParams } from './backup-job.ts';

/**
 * The backup schedule card: the `sys.backup` system job (seeded with its daily trigger) read and written as one
 * setting. Its trigger's cron and status and the job's retention parameters are the job screen's same rows, so
 * either screen shows the other's changes; every scheduler re-reads them within its refresh period.
 */
export class BackupSchedule {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async read(): Promise<BackupSettingOutput> {
    const { job, trigger } = await this.rows();
    const params = backupJobParams.parse(JSON.parse(job.properties || '{}'));
    const enabled = job.status === JOB_STATUS.active && trigger.status === TRIGGER_STATUS.ready;
    const cron = trigger.cron ?? '';
    const schedule = firingSchedule({ triggerType: 'cron', cron }, this.timeZone, Date.now());
    return {
      enabled,
      cron,
      keepCount: params.keepCount,
      keepDays: params.keepDays,
      includeFiles: params.includeFiles,
      nextRunTime: enabled
        ? formatNullableTime(nextFireTime(schedule, Date.now(), this.timeZone), this.timeZone)
        : null,
    };
  }

  async update(actor: Actor, input: BackupSettingInput): Promise<void> {
    const { job, trigger } = await this.rows();
    firingSchedule({ triggerType: 'cron', cron: input.cron }, this.timeZone, Date.now());
    const stamp = auditUpdate(actor);
    const properties = JSON.stringify({
      includeFiles: input.includeFiles,
      keepCount: input.keepCount,
      keepDays: input.keepDays,
    });
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('sysJobDetail')
        .set({ properties, status: input.enabled ? JOB_STATUS.active : job.status, ...stamp })
        .where('id', '=', job.id)
        .execute();
      await trx
        .updateTable('sysJobTrigger')
        .set({
          cron: input.cron,
          status: input.enabled ? TRIGGER_STATUS.ready : TRIGGER_STATUS.paused,
          version: trigger.version + 1,
          ...stamp,
        })
        .where('id', '=', trigger.id)
        .execute();
    });
  }

  private async rows() {
    const job = await this.db
      .selectFrom('sysJobDetail')
      .select(['id', 'properties', 'status'])
      .where('jobId', '=', BACKUP_JOB_TYPE)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    const trigger = job
      ? await this.db
          .selectFrom('sysJobTrigger')
          .select(['id', 'cron', 'status', 'version'])
          .where('jobId', '=', BACKUP_JOB_TYPE)
          .where('triggerType', '=', 'cron')
          .where('isDelete', '=', 0)
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
    if (!job || !trigger) throw notFound();
    return { job, trigger };
  }
}
