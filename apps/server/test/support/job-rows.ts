import { JOB_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import type { Db } from '../../src/platform/db/database.ts';
import type { IdGenerator } from '../../src/platform/db/ids.ts';

/**
 * An active job of the `http` type with one ready interval trigger, written straight into the tables (for tests
 * that drive an engine or servers without the API); answers the trigger's row id.
 */
export async function insertIntervalHttpJob(
  db: Db,
  ids: IdGenerator,
  jobId: string,
  url: string,
  options: { intervalMs: number; concurrent: boolean; timeoutMs: number },
): Promise<number> {
  const now = Date.now();
  const triggerRowId = ids.next();
  await db
    .insertInto('sysJobDetail')
    .values({
      id: ids.next(),
      jobId,
      groupName: 'test',
      jobType: 'http',
      description: null,
      concurrent: options.concurrent ? 1 : 0,
      properties: JSON.stringify({ url, timeoutMs: 30_000 }),
      timeoutMs: options.timeoutMs,
      status: JOB_STATUS.active,
      systemFlag: 0,
      runningRunId: null,
      createTime: now,
      isDelete: 0,
    })
    .execute();
  await db
    .insertInto('sysJobTrigger')
    .values({
      id: triggerRowId,
      jobId,
      triggerId: 'every',
      triggerType: 'interval',
      intervalMs: options.intervalMs,
      status: TRIGGER_STATUS.ready,
      maxNumberOfRuns: 0,
      numberOfRuns: 0,
      numberOfErrors: 0,
      version: 1,
      createTime: now,
      isDelete: 0,
    })
    .execute();
  return triggerRowId;
}
