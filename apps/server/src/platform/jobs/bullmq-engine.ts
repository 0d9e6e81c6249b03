import type * as BullMq from 'bullmq';
import { lazyRequire } from '../runtime/lazy-require.ts';
import type { Logger } from '../logging/logger.ts';
import type { JobEngine } from './engine.ts';
import type { RunExecutor } from './executor.ts';
import { nextFireTime } from './fire-times.ts';
import { type PlannedTrigger, planTriggers } from './plan.ts';
import type { RunStore } from './run-store.ts';

const bullmq = lazyRequire<typeof BullMq>('bullmq');

/** The rows are reconciled with Redis this often on every node, besides after every change. */
const RECONCILE_MS = 60_000;
/** How long one node may hold the reconcile lock. */
const LOCK_SECONDS = 15;
const LOCK_WAIT_MS = 10_000;
/**
 * A worker adds a scheduler's next job right after it took the current one; a scheduler whose latest fire time is
 * this much overdue and no longer waiting lost its chain (the node died between the two steps) and is added afresh.
 */
const CHAIN_GRACE_MS = 2000;
const PENDING_STATES = new Set(['delayed', 'waiting', 'prioritized', 'waiting-children']);

/** What a scheduler's or a once job's data carries. */
interface FireData {
  triggerRowId: number;
  /** the scheduler's signature (`{id}:{version}`): an upsert is skipped while Redis holds the same one */
  signature: string;
  /** a once job's fire time; a scheduler's comes from its job id */
  fireTime?: number;
}

export interface BullmqEngineDeps {
  redisUrl: string;
  /** the queue's name, shared by every instance of one installation */
  queueName: string;
  store: RunStore;
  executor: RunExecutor;
  timeZone: string;
  concurrency: number;
  /** false on a node that serves the API only: it reconciles but runs nothing */
  enabled: boolean;
  /** a short lock shared by the instances (the Redis cache), so one reconciles at a time */
  lock: { acquire(key: string, seconds: number): Promise<boolean>; release(key: string): Promise<void> };
  log: Logger;
}

const FIRE = 'fire';
const ONCE = 'once';
const MANUAL = 'manual';
const onceJobId = (t: PlannedTrigger) => `once-${t.trigger.id}-${t.next}`;

/**
 * Several instances: each ready trigger is a BullMQ job scheduler on Redis (id = the trigger's row id), a `once`
 * trigger a delayed job with a deterministic id, so each fire time is one job that one worker takes. The worker
 * hands the scheduled time (not "now") to the executor, whose unique run row refuses a second run of it.
 * docs/decisions.md "Scheduled jobs" has the rules that keep Redis and the rows consistent.
 */
export class BullmqEngine implements JobEngine {
  readonly kind = 'bullmq' as const;
  private queue: BullMq.Queue | undefined;
  private worker: BullMq.Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** a reconcile asked for once a scheduler's overdue fire time is past the grace (see chainBroken) */
  private recheck: NodeJS.Timeout | undefined;

  constructor(private readonly deps: BullmqEngineDeps) {}

  async start(): Promise<void> {
    const { Queue, Worker } = bullmq();
    const { redisUrl, queueName, timeZone, log } = this.deps;
    // cron fire times come from croner, as in the preview and the local engine, not from BullMQ's own parser
    const settings = {
      repeatStrategy: (millis: number, opts: BullMq.RepeatOptions) =>
        nextFireTime(
          {
            triggerType: 'cron',
            cron: opts.pattern ?? null,
            intervalMs: null,
            runAt: null,
            startTime: opts.startDate === undefined ? null : new Date(opts.startDate).getTime(),
            endTime: opts.endDate === undefined ? null : new Date(opts.endDate).getTime(),
          },
          millis,
          opts.tz ?? timeZone,
        ) ?? undefined,
    };
    const connection = { url: redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(queueName, { connection, settings });
    this.queue.on('error', (error) => log.error({ err: error }, 'job queue'));
    if (this.deps.enabled) {
      this.worker = new Worker(queueName, (job) => this.process(job), {
        connection,
        settings,
        concurrency: this.deps.concurrency,
        // a job of a killed worker is not run again as if it were a new fire time: the sweeper marks its run lost
        maxStalledCount: 0,
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 86_400, count: 1000 },
      });
      this.worker.on('error', (error) => log.error({ err: error }, 'job worker'));
    }
    await this.sync();
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => log.error({ err: error }, 'job scheduler reconcile failed'));
    }, RECONCILE_MS);
  }

  private async process(job: BullMq.Job): Promise<void> {
    if (job.name === MANUAL) {
      await this.deps.executor.runQueued(Number((job.data as { runId: number }).runId));
      return;
    }
    const data = job.data as FireData;
    // a scheduler's job id is `repeat:{schedulerId}:{fire time}`
    const fireTime = data.fireTime ?? Number(String(job.id).split(':').pop());
    if (!Number.isFinite(fireTime)) return;
    await this.deps.executor.fire(data.triggerRowId, fireTime);
  }

  /** Makes Redis say what the rows say: upserts schedulers of ready triggers, removes the others. */
  async sync(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    const lockKey = `jobs:reconcile:${this.deps.queueName}`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    while (!(await this.deps.lock.acquire(lockKey, LOCK_SECONDS))) {
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      await this.reconcile(queue);
    } finally {
      await this.deps.lock.release(lockKey);
    }
  }

  private async reconcile(queue: BullMq.Queue): Promise<void> {
    const now = Date.now();
    const planned = await planTriggers(this.deps.store, this.deps.timeZone, now);
    const repeating = planned.filter((p) => p.trigger.triggerType !== 'once');
    const once = planned.filter((p) => p.trigger.triggerType === 'once');

    const existing = new Map<string, { signature: string | undefined; next: number | undefined }>();
    for (const s of await queue.getJobSchedulers(0, -1)) {
      existing.set(s.key, { signature: (s.template?.data as FireData | undefined)?.signature, next: s.next });
    }
    const wanted = new Set(repeating.map((p) => String(p.trigger.id)));
    for (const key of existing.keys()) if (!wanted.has(key)) await queue.removeJobScheduler(key);
    for (const p of repeating) {
      const id = String(p.trigger.id);
      const current = existing.get(id);
      if (current?.signature === p.signature && !(await this.chainBroken(queue, id, current.next, now)))
        continue;
      // an edited schedule starts afresh: an upsert alone would keep the old interval grid
      if (existing.has(id)) await queue.removeJobScheduler(id);
      const data: FireData = { triggerRowId: p.trigger.id, signature: p.signature };
      const { schedule } = p;
      const repeat =
        schedule.triggerType === 'cron'
          ? {
              pattern: schedule.cron ?? '',
              tz: this.deps.timeZone,
              ...(schedule.startTime === null ? {} : { startDate: schedule.startTime }),
            }
          : // the first fire time is the next one on the interval's grid; BullMQ adds the interval from there
            { every: schedule.intervalMs ?? 0, startDate: p.next };
      await queue.upsertJobScheduler(
        id,
        { ...repeat, ...(schedule.endTime === null ? {} : { endDate: schedule.endTime }) },
        { name: FIRE, data },
      );
    }

    const onceWanted = new Set(once.map(onceJobId));
    for (const job of await queue.getDelayed()) {
      if (job.name === ONCE && job.id && !onceWanted.has(job.id)) await job.remove();
    }
    for (const p of once) {
      const data: FireData = { triggerRowId: p.trigger.id, signature: p.signature, fireTime: p.next };
      // the same id again is ignored by BullMQ: a once trigger is one job however often this runs
      await queue.add(ONCE, data, { jobId: onceJobId(p), delay: Math.max(0, p.next - Date.now()) });
    }
  }

  /** True when the scheduler's latest job was taken (or is gone) long ago and no next one was added. */
  private async chainBroken(queue: BullMq.Queue, id: string, next: number | undefined, now: number) {
    if (next === undefined) return true;
    if (now - next < CHAIN_GRACE_MS) {
      // overdue but within the grace: a node that died just now may have broken it, so look again after the grace
      if (next <= now) this.recheckAfter(next + CHAIN_GRACE_MS - now + 100);
      return false;
    }
    // a scheduler's job id is `repeat:{schedulerId}:{fire time}`
    return !PENDING_STATES.has(await queue.getJobState(`repeat:${id}:${next}`));
  }

  private recheckAfter(ms: number): void {
    if (this.recheck) return;
    this.recheck = setTimeout(() => {
      this.recheck = undefined;
      this.sync().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'job scheduler reconcile failed'),
      );
    }, ms);
    this.recheck.unref();
  }

  async runNow(runId: number): Promise<void> {
    await this.queue?.add(MANUAL, { runId }, { jobId: `run-${runId}` });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.recheck);
    await this.worker?.close();
    await this.queue?.close();
  }
}
