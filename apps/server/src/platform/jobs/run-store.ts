import { JOB_STATUS, RUN_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import type { Insertable, Selectable } from 'kysely';
import type { SysJobDetailTable, SysJobRunTable, SysJobTriggerTable } from '../../db/schema-jobs.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';

export type JobRow = Selectable<SysJobDetailTable>;
export type TriggerRow = Selectable<SysJobTriggerTable>;
export type RunRow = Selectable<SysJobRunTable>;

/** The most characters a run's result keeps. */
export const RESULT_MAX = 2000;

export const cutResult = (text: string): string =>
  text.length > RESULT_MAX ? text.slice(0, RESULT_MAX) : text;

/**
 * The engine's reads and writes of the job tables. Every state change is a compare-and-set on the row, so
 * several nodes may race for the same run, job or trigger and exactly one wins.
 */
export class RunStore {
  constructor(private readonly db: Db) {}

  /** Ready triggers of active jobs: what the engines schedule. */
  readyTriggers(): Promise<TriggerRow[]> {
    return this.db
      .selectFrom('sysJobTrigger as t')
      .innerJoin('sysJobDetail as j', 'j.jobId', 't.jobId')
      .selectAll('t')
      .where('t.isDelete', '=', 0)
      .where('t.status', '=', TRIGGER_STATUS.ready)
      .where('j.isDelete', '=', 0)
      .where('j.status', '=', JOB_STATUS.active)
      .execute();
  }

  trigger(id: number): Promise<TriggerRow | undefined> {
    return this.db
      .selectFrom('sysJobTrigger')
      .selectAll()
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  job(jobId: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('sysJobDetail')
      .selectAll()
      .where('jobId', '=', jobId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  run(id: number): Promise<RunRow | undefined> {
    return this.db.selectFrom('sysJobRun').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts a run row; false when the unique key refuses it (this fire time already has its run). */
  async insertRun(row: Insertable<SysJobRunTable>): Promise<boolean> {
    try {
      await this.db.insertInto('sysJobRun').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Takes a queued (manual) run for this node; false when another node took it first. */
  async claimQueued(runId: number, nodeId: string, now: number, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sysJobRun')
      .set({ status: RUN_STATUS.running, nodeId, startTime: now, leaseUntil })
      .where('id', '=', runId)
      .where('status', '=', RUN_STATUS.queued)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A job without overlapping runs: the run takes the job, or false when another run holds it. */
  async takeJob(jobRowId: number, runId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sysJobDetail')
      .set({ runningRunId: runId })
      .where('id', '=', jobRowId)
      .where('runningRunId', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async releaseJob(runId: number): Promise<void> {
    await this.db
      .updateTable('sysJobDetail')
      .set({ runningRunId: null })
      .where('runningRunId', '=', runId)
      .execute();
  }

  /** Extends the run's lease while it is still this node's running run; answers whether a cancel was asked. */
  async renewLease(runId: number, nodeId: string, leaseUntil: number): Promise<{ cancel: boolean }> {
    await this.db
      .updateTable('sysJobRun')
      .set({ leaseUntil })
      .where('id', '=', runId)
      .where('nodeId', '=', nodeId)
      .where('status', '=', RUN_STATUS.running)
      .execute();
    const row = await this.db
      .selectFrom('sysJobRun')
      .select('cancelRequested')
      .where('id', '=', runId)
      .executeTakeFirst();
    return { cancel: row?.cancelRequested === 1 };
  }

  /** Records how a running run ended; a run the sweeper already marked lost stays lost. */
  async finishRun(
    runId: number,
    end: { status: number; result: string | null; endTime: number; elapsedMs: number | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('sysJobRun')
      .set({ ...end, result: end.result === null ? null : cutResult(end.result), leaseUntil: null })
      .where('id', '=', runId)
      .where('status', 'in', [RUN_STATUS.running, RUN_STATUS.queued])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Counts a started run on its trigger; answers the trigger as it is afterwards. */
  async countRun(triggerRowId: number, fireTime: number): Promise<TriggerRow | undefined> {
    await this.db
      .updateTable('sysJobTrigger')
      .set((eb) => ({ numberOfRuns: eb('numberOfRuns', '+', 1), lastRunTime: fireTime }))
      .where('id', '=', triggerRowId)
      .execute();
    return this.trigger(triggerRowId);
  }

  async countError(triggerRowId: number): Promise<void> {
    await this.db
      .updateTable('sysJobTrigger')
      .set((eb) => ({ numberOfErrors: eb('numberOfErrors', '+', 1) }))
      .where('id', '=', triggerRowId)
      .execute();
  }

  /** A ready trigger that fires no more (end time passed, maximum runs reached) becomes finished. */
  async finishTrigger(triggerRowId: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sysJobTrigger')
      .set((eb) => ({ status: TRIGGER_STATUS.finished, version: eb('version', '+', 1), updateTime: now }))
      .where('id', '=', triggerRowId)
      .where('status', '=', TRIGGER_STATUS.ready)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Asks the node running them to cancel: one run, or every running run of a job. A queued run nobody took yet
   * is cancelled at once.
   */
  async requestCancel(target: { runId: number } | { jobId: string }, message: string): Promise<number[]> {
    let query = this.db
      .selectFrom('sysJobRun')
      .select('id')
      .where('status', 'in', [RUN_STATUS.running, RUN_STATUS.queued]);
    query =
      'runId' in target ? query.where('id', '=', target.runId) : query.where('jobId', '=', target.jobId);
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length > 0) {
      await this.db.updateTable('sysJobRun').set({ cancelRequested: 1 }).where('id', 'in', ids).execute();
      await this.db
        .updateTable('sysJobRun')
        .set({ status: RUN_STATUS.cancelled, endTime: Date.now(), result: message })
        .where('id', 'in', ids)
        .where('status', '=', RUN_STATUS.queued)
        .execute();
    }
    return ids;
  }

  /**
   * Marks running runs whose lease ran out, and queued runs nobody took in time, as lost, and frees the jobs
   * they held. Answers the runs it marked.
   */
  async markLost(now: number, queuedBefore: number, message: string): Promise<RunRow[]> {
    const stale = await this.db
      .selectFrom('sysJobRun')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', RUN_STATUS.running), eb('leaseUntil', '<', now)]),
          eb.and([eb('status', '=', RUN_STATUS.queued), eb('createTime', '<', queuedBefore)]),
        ]),
      )
      .execute();
    const lost: RunRow[] = [];
    for (const run of stale) {
      const result = await this.db
        .updateTable('sysJobRun')
        .set({
          status: RUN_STATUS.lost,
          endTime: now,
          elapsedMs: run.startTime === null ? null : now - run.startTime,
          result: message,
          leaseUntil: null,
        })
        .where('id', '=', run.id)
        .where((eb) =>
          run.status === RUN_STATUS.running
            ? eb.and([eb('status', '=', RUN_STATUS.running), eb('leaseUntil', '<', now)])
            : eb('status', '=', RUN_STATUS.queued),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      await this.releaseJob(run.id);
      lost.push(run);
    }
    return lost;
  }

  /** Deletes finished runs that fired before `before`; answers how many. */
  async deleteRunsBefore(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('sysJobRun')
      .where('fireTime', '<', before)
      .where('status', 'not in', [RUN_STATUS.running, RUN_STATUS.queued])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
