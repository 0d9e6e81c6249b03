import {
  JOB_STATUS,
  type JobDetailAddInput,
  type JobDetailPageInput,
  type JobDetailPageItem,
  type JobDetailUpdateInput,
  type JobTriggerAddInput,
  type JobTriggerKeyInput,
  type JobTriggerOutput,
  type JobTriggerPreviewInput,
  type JobTriggerPreviewOutput,
  type JobTriggerUpdateInput,
  type JobTypeOutput,
  TRIGGER_STATUS,
} from '@retail/contracts/api/system/job';
import { auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { fireTimesAfter, type Schedule } from '../../../platform/jobs/fire-times.ts';
import { describeIssues } from '../../../platform/jobs/issues.ts';
import type { JobType } from '../../../platform/jobs/job-type.ts';
import { scheduleText } from '../../../platform/jobs/schedule-text.ts';
import type { Scheduler } from '../../../platform/jobs/scheduler.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { onUniqueViolation, refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { JobOutputs } from './outputs.ts';
import type { JobDetailRow, JobRepository, JobTriggerRow, TriggerRepository } from './repository.ts';
import type { RunRepository } from './run-repository.ts';
import { firingSchedule, toSchedule } from './schedule-input.ts';

export interface JobServiceDeps {
  jobs: JobRepository;
  triggers: TriggerRepository;
  runs: RunRepository;
  scheduler: Scheduler;
  outputs: JobOutputs;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

const scheduleFields = (s: Schedule) => ({
  triggerType: s.triggerType,
  cron: s.cron,
  intervalMs: s.intervalMs,
  runAt: s.runAt,
  startTime: s.startTime,
  endTime: s.endTime,
});

/**
 * Jobs and their triggers: every change is written to the rows (the truth), logged, and then handed to the
 * engine, which reschedules on every node (docs/decisions.md "Scheduled jobs").
 */
export class JobService {
  private readonly jobWrites: AuditedWrites<'sysJobDetail', JobDetailRow>;
  private readonly triggerWrites: AuditedWrites<'sysJobTrigger', JobTriggerRow>;

  constructor(private readonly deps: JobServiceDeps) {
    const { audit, ids } = deps;
    this.jobWrites = new AuditedWrites(deps.jobs, { table: 'sys_job_detail', audit, ids });
    this.triggerWrites = new AuditedWrites(deps.triggers, { table: 'sys_job_trigger', audit, ids });
  }

  types(lang: Language): JobTypeOutput[] {
    return this.deps.scheduler.registry.list().map((type) => this.deps.outputs.type(type, lang));
  }

  async page(
    actor: Actor,
    input: JobDetailPageInput,
    lang: Language,
  ): Promise<PageResult<JobDetailPageItem>> {
    const { jobs, triggers, runs, outputs } = this.deps;
    const page = await jobs.page(actor.tenantId, input, this.deps.maxPageSize);
    const keys = page.items.map((j) => j.jobId);
    const [allTriggers, lastRuns] = await Promise.all([
      triggers.ofJobs(actor.tenantId, keys),
      runs.lastRuns(keys),
    ]);
    const now = Date.now();
    return {
      ...page,
      items: page.items.map((job) => {
        const last = lastRuns.get(job.jobId);
        return {
          jobDetail: outputs.job(job, lang),
          jobTriggers: allTriggers
            .filter((t) => t.jobId === job.jobId)
            .map((t) => outputs.trigger(t, job.status, lang, now)),
          lastRun: last ? outputs.run(last) : null,
        };
      }),
    };
  }

  /** The job of a key, or 404. */
  async job(actor: Actor, jobId: string): Promise<JobDetailRow> {
    const job = await this.deps.jobs.byKey(actor.tenantId, jobId);
    if (!job) throw notFound();
    return job;
  }

  /** The registered type of a key, or 400 naming `jobType`. */
  typeOf(jobType: string): JobType {
    const type = this.deps.scheduler.registry.get(jobType);
    if (!type) throw new AppError(400, 'job.unknownType', { jobType });
    return type;
  }

  /** Parameters checked by the type's schema (400 naming each field), as JSON text with its defaults. */
  checkedProperties(type: JobType, properties: Record<string, unknown>, lang: Language): string {
    const parsed = type.params.safeParse(properties);
    if (!parsed.success) {
      throw new AppError(400, 'job.badProperties', {
        detail: describeIssues(parsed.error, lang, 'properties'),
      });
    }
    return JSON.stringify(parsed.data ?? {});
  }

  async addJob(actor: Actor, input: JobDetailAddInput, lang: Language): Promise<number> {
    const type = this.typeOf(input.jobType);
    const properties = this.checkedProperties(type, input.properties, lang);
    await refuseTaken(this.deps.jobs, actor.tenantId, { jobId: input.jobId });
    return onUniqueViolation(
      () => duplicate('jobId', input.jobId),
      () =>
        this.jobWrites.add(actor, {
          jobId: input.jobId,
          groupName: input.groupName,
          jobType: type.type,
          description: input.description ?? null,
          concurrent: (input.concurrent ?? type.concurrent) ? 1 : 0,
          properties,
          timeoutMs: input.timeoutMs ?? type.timeoutMs,
          status: JOB_STATUS.active,
          systemFlag: 0,
          runningRunId: null,
        }),
    );
  }

  /** The job id and type stay; the parameters are checked again by the type. */
  async updateJob(actor: Actor, input: JobDetailUpdateInput, lang: Language): Promise<void> {
    const current = await this.jobWrites.found(actor, input.id);
    if (current.jobId !== input.jobId) throw new AppError(400, 'job.idChanged');
    const properties =
      input.properties === undefined
        ? undefined
        : this.checkedProperties(this.typeOf(current.jobType), input.properties, lang);
    await this.jobWrites.update(actor, current, {
      groupName: input.groupName,
      description: input.description,
      concurrent: input.concurrent === undefined ? undefined : input.concurrent ? 1 : 0,
      properties,
      timeoutMs: input.timeoutMs,
    });
  }

  /** A system job cannot be deleted; the job's triggers go with it. */
  async deleteJob(actor: Actor, jobId: string): Promise<void> {
    const job = await this.job(actor, jobId);
    if (job.systemFlag === 1) throw new AppError(400, 'record.builtIn');
    const triggers = await this.deps.triggers.ofJobs(actor.tenantId, [jobId]);
    const stamp = auditUpdate(actor);
    await this.jobWrites.delete(actor, job, async (trx) => {
      for (const t of triggers) await this.deps.triggers.softDelete(actor.tenantId, t, stamp, trx);
    });
    await this.changed();
  }

  async setJobStatus(actor: Actor, jobId: string, status: number): Promise<void> {
    const job = await this.job(actor, jobId);
    if (job.status !== status) await this.jobWrites.setStatus(actor, job, status);
    await this.changed();
  }

  async setAllJobsStatus(actor: Actor, status: number): Promise<void> {
    for (const job of await this.deps.jobs.all(actor.tenantId)) {
      if (job.status !== status) await this.jobWrites.setStatus(actor, job, status);
    }
    await this.changed();
  }

  async triggerList(actor: Actor, jobId: string, lang: Language): Promise<JobTriggerOutput[]> {
    const job = await this.job(actor, jobId);
    const rows = await this.deps.triggers.ofJobs(actor.tenantId, [jobId]);
    const now = Date.now();
    return rows.map((t) => this.deps.outputs.trigger(t, job.status, lang, now));
  }

  async addTrigger(actor: Actor, input: JobTriggerAddInput): Promise<number> {
    await this.job(actor, input.jobId);
    const schedule = firingSchedule(input, this.deps.timeZone, Date.now());
    const taken = () => duplicate('triggerId', input.triggerId);
    if (await this.deps.triggers.taken(actor.tenantId, input.jobId, input.triggerId)) throw taken();
    const id = await onUniqueViolation(taken, () =>
      this.triggerWrites.add(actor, {
        jobId: input.jobId,
        triggerId: input.triggerId,
        ...scheduleFields(schedule),
        description: input.description ?? null,
        status: TRIGGER_STATUS.ready,
        maxNumberOfRuns: input.maxNumberOfRuns,
        numberOfRuns: 0,
        numberOfErrors: 0,
        lastRunTime: null,
        version: 1,
      }),
    );
    await this.changed();
    return id;
  }

  /** A new schedule; a finished trigger given one that fires again is ready again. */
  async updateTrigger(actor: Actor, input: JobTriggerUpdateInput): Promise<void> {
    const current = await this.triggerWrites.found(actor, input.id);
    if (current.jobId !== input.jobId) throw new AppError(400, 'job.idChanged');
    if (current.triggerId !== input.triggerId) throw new AppError(400, 'job.triggerIdChanged');
    const schedule = firingSchedule(input, this.deps.timeZone, Date.now());
    await this.triggerWrites.update(actor, current, {
      ...scheduleFields(schedule),
      description: input.description ?? null,
      maxNumberOfRuns: input.maxNumberOfRuns,
      status: current.status === TRIGGER_STATUS.finished ? TRIGGER_STATUS.ready : undefined,
      version: current.version + 1,
    });
    await this.changed();
  }

  async deleteTrigger(actor: Actor, key: JobTriggerKeyInput): Promise<void> {
    await this.triggerWrites.delete(actor, await this.trigger(actor, key));
    await this.changed();
  }

  async setTriggerStatus(actor: Actor, key: JobTriggerKeyInput, status: number): Promise<void> {
    const current = await this.trigger(actor, key);
    if (current.status !== status) {
      await this.triggerWrites.update(actor, current, { status, version: current.version + 1 });
    }
    await this.changed();
  }

  /** The next fire times from now in the business time zone, and the schedule in the caller's language. */
  preview(input: JobTriggerPreviewInput, lang: Language): JobTriggerPreviewOutput {
    const tz = this.deps.timeZone;
    const schedule = toSchedule(input, tz);
    return {
      scheduleText: scheduleText(schedule, lang, tz),
      fireTimes: fireTimesAfter(schedule, Date.now(), tz, input.count).map((t) => formatTime(t, tz)),
    };
  }

  private async trigger(actor: Actor, key: JobTriggerKeyInput): Promise<JobTriggerRow> {
    const row = await this.deps.triggers.byKey(actor.tenantId, key.jobId, key.triggerId);
    if (!row) throw notFound();
    return row;
  }

  /** Every node reschedules from the rows: here at once, elsewhere through the engine. */
  private changed(): Promise<void> {
    return this.deps.scheduler.engine.sync();
  }
}
