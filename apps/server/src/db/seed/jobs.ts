import { JOB_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Db } from '../../platform/db/database.ts';
import type { IdGenerator } from '../../platform/db/ids.ts';
import type { JobType } from '../../platform/jobs/job-type.ts';
import { RUN_KEEP_DAYS_CONFIG, RUN_KEEP_DAYS_DEFAULT } from '../../platform/jobs/types/run-retention-job.ts';
import { insertMissing } from './insert-missing.ts';

const RUN_KEEP_DAYS_CONFIG_ID = 1300000000190;

/** The config row of how many days of job run history are kept. */
export async function seedJobConfig(db: Db, now: number): Promise<void> {
  await insertMissing(db, 'sysConfig', [
    {
      id: RUN_KEEP_DAYS_CONFIG_ID,
      code: RUN_KEEP_DAYS_CONFIG,
      name: '作业运行记录保留天数',
      value: String(RUN_KEEP_DAYS_DEFAULT),
      remark: 'Days of scheduled job run history kept by sys.jobRunRetention',
      sysFlag: 1,
      groupCode: 'Default',
      orderNo: 300,
      createTime: now,
      isDelete: 0,
    },
  ]);
}

/**
 * A system job (job id = the type key) with its default trigger for every job type that has one, unless the job
 * exists: a system job an administrator paused or edited stays as they left it. Job types are known only once
 * the modules are built, so the job module runs this at start; instances starting together may race, and the
 * unique keys let one of them win. No transaction: on SQLite, instances opened in one process (tests) would
 * wait on each other's open transaction with the event loop blocked; a start cut between the two inserts
 * leaves a system job without its trigger, which an administrator adds back.
 */
export async function seedSystemJobs(
  db: Db,
  types: readonly JobType[],
  ctx: { now: number; ids: IdGenerator },
): Promise<void> {
  for (const type of types) {
    const trigger = type.defaultTrigger;
    if (!trigger) continue;
    const exists = await db
      .selectFrom('sysJobDetail')
      .select('id')
      .where('jobId', '=', type.type)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    if (exists) continue;
    const audit = { createTime: ctx.now, isDelete: 0 };
    try {
      await db
        .insertInto('sysJobDetail')
        .values({
          id: ctx.ids.next(),
          jobId: type.type,
          groupName: 'system',
          jobType: type.type,
          description: type.title['zh-cn'].slice(0, 128),
          concurrent: type.concurrent ? 1 : 0,
          properties: JSON.stringify(trigger.properties ?? type.params.parse({})),
          timeoutMs: type.timeoutMs,
          status: JOB_STATUS.active,
          systemFlag: 1,
          runningRunId: null,
          ...audit,
        })
        .execute();
      await db
        .insertInto('sysJobTrigger')
        .values({
          id: ctx.ids.next(),
          jobId: type.type,
          triggerId: trigger.triggerId,
          triggerType: trigger.triggerType,
          cron: trigger.cron ?? null,
          intervalMs: trigger.intervalMs ?? null,
          status: TRIGGER_STATUS.ready,
          maxNumberOfRuns: 0,
          numberOfRuns: 0,
          numberOfErrors: 0,
          version: 1,
          ...audit,
        })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
