import {
  type JobCancelInput,
  type JobDashboardOutput,
  type JobNodeOutput,
  type JobRunNowInput,
  type JobRunOutput,
  type JobRunPageInput,
  RUN_KIND,
  RUN_STATUS,
} from '@retail/contracts/api/system/job';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../platform/i18n/language.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { planTriggers } from '../../../platform/jobs/plan.ts';
import type { Scheduler } from '../../../platform/jobs/scheduler.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { JobOutputs } from './outputs.ts';
import type { RunRepository } from './run-repository.ts';
import type { JobService } from './service.ts';

const DAY = 86_400_000;
const LISTED = 20;

export interface JobRunServiceDeps {
  jobs: JobService;
  runs: RunRepository;
  scheduler: Scheduler;
  outputs: JobOutputs;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** Running jobs now, cancelling runs, the run history, the cluster and the task dashboard. */
export class JobRunService {
  constructor(private readonly deps: JobRunServiceDeps) {}

  /** Queues a run of the job (its own parameters, or these for this run only) that one node takes. */
  async runNow(actor: Actor, input: JobRunNowInput, lang: Language): Promise<number> {
    const { jobs, runs, scheduler } = this.deps;
    const job = await jobs.job(actor, input.jobId);
    const params =
      input.properties === undefined
        ? null
        : jobs.checkedProperties(jobs.typeOf(job.jobType), input.properties, lang);
    const now = Date.now();
    const id = this.deps.ids.next();
    await runs.insertQueued({
      id,
      jobId: job.jobId,
      triggerId: null,
      runKind: RUN_KIND.manual,
      fireTime: now,
      status: RUN_STATUS.queued,
      params,
      cancelRequested: 0,
      operatorId: actor.userId,
      operatorName: actor.realName,
      createTime: now,
    });
    await scheduler.engine.runNow(id);
    return id;
  }

  /** Asks the runs to stop: at once on this node, at their next lease renewal on others. Answers how many. */
  async cancel(input: JobCancelInput): Promise<number> {
    const ids = await this.deps.scheduler.store.requestCancel(
      input,
      translate(DEFAULT_LANGUAGE, 'job.cancelled'),
    );
    this.deps.scheduler.executor.cancel(ids);
    return ids.length;
  }

  /** Makes the engine read its schedule again now (the template's "wake the scheduler"). */
  wake(): Promise<void> {
    return this.deps.scheduler.engine.sync();
  }

  async page(input: JobRunPageInput): Promise<PageResult<JobRunOutput>> {
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.runs.page(input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.deps.outputs.run(r)) };
  }

  async cluster(): Promise<JobNodeOutput[]> {
    return (await this.deps.runs.nodes(Date.now())).map((n) => this.deps.outputs.node(n));
  }

  async dashboard(): Promise<JobDashboardOutput> {
    const { runs, scheduler, outputs, timeZone } = this.deps;
    const now = Date.now();
    const since = now - DAY;
    const [nodes, running, counts, failures, planned] = await Promise.all([
      this.cluster(),
      runs.running(),
      runs.countsSince(since),
      runs.failuresSince(since, LISTED),
      planTriggers(scheduler.store, timeZone, now),
    ]);
    // the next fire time of each trigger: a one-second trigger must not push the daily ones off the list
    const upcoming = planned
      .map((p) => ({
        jobId: p.trigger.jobId,
        triggerId: p.trigger.triggerId,
        description: p.trigger.description,
        fireTime: p.next,
      }))
      .sort((a, b) => a.fireTime - b.fireTime)
      .slice(0, LISTED)
      .map((u) => ({ ...u, fireTime: formatTime(u.fireTime, timeZone) }));
    const count = (status: number) => counts.get(status) ?? 0;
    return {
      engine: scheduler.engine.kind,
      nodes,
      running: running.map((r) => outputs.run(r)),
      upcoming,
      last24h: {
        succeeded: count(RUN_STATUS.succeeded),
        failed: count(RUN_STATUS.failed),
        lost: count(RUN_STATUS.lost),
        skipped: count(RUN_STATUS.skipped),
        cancelled: count(RUN_STATUS.cancelled),
      },
      failures: failures.map((r) => outputs.run(r)),
    };
  }
}
