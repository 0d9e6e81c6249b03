import { JOB_STATUS, RUN_KIND, RUN_STATUS, TRIGGER_STATUS } from '@retail/contracts/api/system/job';
import type { IdGenerator } from '../db/ids.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language.ts';
import { translate } from '../i18n/messages.ts';
import type { AuditLog } from '../logging/audit-log.ts';
import type { Logger } from '../logging/logger.ts';
import { nextFireTime } from './fire-times.ts';
import { describeIssues } from './issues.ts';
import type { JobType } from './job-type.ts';
import { runsExhausted, scheduleOf } from './plan.ts';
import type { JobTypeRegistry } from './registry.ts';
import { logRunException } from './run-exception.ts';
import { type JobRow, type RunRow, type RunStore } from './run-store.ts';
import { Slots } from './slots.ts';

/** Why a run was aborted. */
type AbortReason = 'timeout' | 'cancel' | 'shutdown';

/** What the rest of the app hears from the executor. */
export interface RunEvents {
  /** a run started or ended */
  runChanged(runId: number): void;
  /** a trigger finished (end time or maximum runs): the engines reschedule */
  triggersChanged(): void;
}

export interface ExecutorDeps {
  store: RunStore;
  registry: JobTypeRegistry;
  ids: IdGenerator;
  nodeId: string;
  leaseMs: number;
  concurrency: number;
  timeZone: string;
  audit: AuditLog;
  log: Logger;
  events: RunEvents;
}

interface Running {
  controller: AbortController;
  reason: AbortReason | null;
  done: Promise<void>;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Run results and errors are stored in the default language, as the template's were. */
const LANG: Language = DEFAULT_LANGUAGE;

/**
 * Runs one fire time or one manual run on this node. The run row is inserted (or a queued one claimed) before
 * anything else: a unique-key conflict means another node has this fire time, and this node does nothing. A
 * failing, hanging or timed-out job ends as a failed run and never holds the caller longer than its timeout.
 */
export class RunExecutor {
  private readonly slots: Slots;
  private readonly running = new Map<number, Running>();
  private closing = false;

  constructor(private readonly deps: ExecutorDeps) {
    this.slots = new Slots(deps.concurrency);
  }

  get runningCount(): number {
    return this.running.size;
  }

  /** Runs trigger `triggerRowId` for `fireTime`, unless the trigger, its job or this fire time says otherwise. */
  async fire(triggerRowId: number, fireTime: number): Promise<void> {
    if (this.closing) return;
    const release = await this.slots.acquire();
    try {
      const { store, timeZone } = this.deps;
      const trigger = await store.trigger(triggerRowId);
      if (!trigger || trigger.status !== TRIGGER_STATUS.ready || runsExhausted(trigger)) return;
      if (trigger.endTime !== null && fireTime > trigger.endTime) return;
      const job = await store.job(trigger.jobId);
      if (!job || job.status !== JOB_STATUS.active || this.closing) return;
      const now = Date.now();
      const run = this.newRun(job, {
        triggerId: trigger.triggerId,
        runKind: RUN_KIND.schedule,
        fireTime,
        now,
      });
      if (!(await store.insertRun(run))) return;
      const counted = await store.countRun(trigger.id, fireTime);
      if (
        counted &&
        (runsExhausted(counted) || nextFireTime(scheduleOf(counted), fireTime, timeZone) === null) &&
        (await store.finishTrigger(trigger.id, now))
      ) {
        this.deps.events.triggersChanged();
      }
      await this.execute(job, run, trigger.id);
    } catch (error) {
      this.deps.log.error({ err: error, triggerRowId, fireTime }, 'job fire failed');
    } finally {
      release();
    }
  }

  /** Runs a queued manual run, if this node is the one that claims it. */
  async runQueued(runId: number): Promise<void> {
    if (this.closing) return;
    const release = await this.slots.acquire();
    try {
      const { store, nodeId, leaseMs } = this.deps;
      const now = Date.now();
      if (!(await store.claimQueued(runId, nodeId, now, now + leaseMs))) return;
      const run = await store.run(runId);
      if (!run) return;
      const job = await store.job(run.jobId);
      if (!job) {
        await this.end(run, RUN_STATUS.failed, translate(LANG, 'record.notFound'), null);
        return;
      }
      await this.execute(job, run, null);
    } catch (error) {
      this.deps.log.error({ err: error, runId }, 'manual job run failed');
    } finally {
      release();
    }
  }

  /** Aborts runs of this node (a cancel asked on this node; others see the flag at their next lease renewal). */
  cancel(runIds: readonly number[]): void {
    for (const id of runIds) this.abort(id, 'cancel');
  }

  /** Stops taking runs, aborts the running ones and waits until their outcome is stored. */
  async close(): Promise<void> {
    this.closing = true;
    const done = [...this.running.values()].map((r) => r.done);
    for (const id of this.running.keys()) this.abort(id, 'shutdown');
    await Promise.allSettled(done);
  }

  private newRun(
    job: JobRow,
    at: { triggerId: string | null; runKind: number; fireTime: number; now: number },
  ): RunRow {
    return {
      id: this.deps.ids.next(),
      jobId: job.jobId,
      triggerId: at.triggerId,
      runKind: at.runKind,
      fireTime: at.fireTime,
      status: RUN_STATUS.running,
      nodeId: this.deps.nodeId,
      leaseUntil: at.now + this.deps.leaseMs,
      startTime: at.now,
      endTime: null,
      elapsedMs: null,
      result: null,
      params: null,
      cancelRequested: 0,
      operatorId: null,
      operatorName: null,
      createTime: at.now,
    };
  }

  private abort(runId: number, reason: AbortReason): void {
    const entry = this.running.get(runId);
    if (!entry || entry.reason) return;
    entry.reason = reason;
    entry.controller.abort(new Error(reason));
  }

  private async execute(job: JobRow, run: RunRow, triggerRowId: number | null): Promise<void> {
    const { store, registry } = this.deps;
    const type = registry.get(job.jobType);
    if (!type) {
      const message = translate(LANG, 'job.typeGone', { jobType: job.jobType });
      await this.fail(job, run, triggerRowId, new Error(message));
      return;
    }
    if (job.concurrent !== 1 && !(await store.takeJob(job.id, run.id))) {
      await this.end(run, RUN_STATUS.skipped, translate(LANG, 'job.skipped'), null);
      return;
    }
    this.deps.events.runChanged(run.id);
    const parsed = type.params.safeParse(parseJson(run.params ?? job.properties));
    if (!parsed.success) {
      await this.fail(job, run, triggerRowId, new Error(describeIssues(parsed.error, LANG, 'properties')));
      return;
    }
    let done!: () => void;
    const entry: Running = {
      controller: new AbortController(),
      reason: null,
      done: new Promise((resolve) => (done = resolve)),
    };
    this.running.set(run.id, entry);
    try {
      const outcome = await this.runHandler(type, parsed.data, run, job.timeoutMs, entry);
      if (outcome.ok) await this.end(run, RUN_STATUS.succeeded, outcome.result, job);
      else if (entry.reason === 'cancel' || entry.reason === 'shutdown') {
        const key = entry.reason === 'cancel' ? 'job.cancelled' : 'job.shutdown';
        await this.end(run, RUN_STATUS.cancelled, translate(LANG, key), job);
      } else await this.fail(job, run, triggerRowId, outcome.error);
    } finally {
      this.running.delete(run.id);
      done();
    }
  }

  /** The handler raced against its abort: a job that ignores the signal cannot hold the scheduler. */
  private async runHandler(
    type: JobType,
    params: unknown,
    run: RunRow,
    timeoutMs: number,
    entry: Running,
  ): Promise<{ ok: true; result: string } | { ok: false; error: Error }> {
    const { store, nodeId, leaseMs, log } = this.deps;
    const signal = entry.controller.signal;
    const timeout = setTimeout(() => this.abort(run.id, 'timeout'), timeoutMs);
    const lease = setInterval(
      () => {
        store.renewLease(run.id, nodeId, Date.now() + leaseMs).then(
          ({ cancel }) => cancel && this.abort(run.id, 'cancel'),
          (error: unknown) => log.error({ err: error, runId: run.id }, 'job lease renewal failed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    try {
      const context = { signal, runId: run.id, fireTime: run.fireTime, log };
      const result = await Promise.race([Promise.resolve().then(() => type.run(params, context)), aborted]);
      return { ok: true, result: String(result ?? '') };
    } catch (error) {
      if (entry.reason === 'timeout') {
        return { ok: false, error: new Error(translate(LANG, 'job.timedOut', { ms: timeoutMs })) };
      }
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    } finally {
      clearTimeout(timeout);
      clearInterval(lease);
      aborted.catch(() => undefined);
    }
  }

  /** A failed run: its error in the run row, in the exception log, and counted on its trigger. */
  private async fail(job: JobRow, run: RunRow, triggerRowId: number | null, error: Error): Promise<void> {
    await this.end(run, RUN_STATUS.failed, error.message, job);
    if (triggerRowId !== null) await this.deps.store.countError(triggerRowId);
    logRunException(this.deps.audit, run, job.properties, error);
  }

  private async end(run: RunRow, status: number, result: string, job: JobRow | null): Promise<void> {
    const now = Date.now();
    const started = run.startTime ?? now;
    if (job && job.concurrent !== 1) await this.deps.store.releaseJob(run.id);
    await this.deps.store.finishRun(run.id, { status, result, endTime: now, elapsedMs: now - started });
    this.deps.events.runChanged(run.id);
  }
}
