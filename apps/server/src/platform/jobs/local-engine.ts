import type { Logger } from '../logging/logger.ts';
import type { JobEngine } from './engine.ts';
import type { RunExecutor } from './executor.ts';
import { nextFireTime, type Schedule } from './fire-times.ts';
import { planTriggers } from './plan.ts';
import type { RunStore } from './run-store.ts';

/** setTimeout's longest delay; a later fire time is waited for in steps. */
const MAX_DELAY = 2 ** 31 - 1;
/** A fire time missed by more than this (the process slept) is skipped rather than caught up. */
const MISFIRE_MS = 1000;

interface Scheduled {
  signature: string;
  timer: NodeJS.Timeout;
}

export interface LocalEngineDeps {
  store: RunStore;
  executor: RunExecutor;
  timeZone: string;
  /** how often the rows are re-read, so changes made by another process are picked up */
  refreshMs: number;
  /** false on a node that serves the API only: nothing is scheduled here */
  enabled: boolean;
  log: Logger;
}

/**
 * One process: a timer per ready trigger at its next fire time (croner computes cron times), set from the rows,
 * re-read after every change made through this process's API and every `refreshMs`.
 */
export class LocalEngine implements JobEngine {
  readonly kind = 'local' as const;
  private readonly scheduled = new Map<number, Scheduled>();
  private refresh: NodeJS.Timeout | undefined;
  private syncing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: LocalEngineDeps) {}

  async start(): Promise<void> {
    if (!this.deps.enabled) return;
    await this.sync();
    this.refresh = setInterval(() => {
      this.sync().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'job schedule refresh failed'),
      );
    }, this.deps.refreshMs);
  }

  /** One re-read at a time; a call made during one waits for it and then reads again. */
  sync(): Promise<void> {
    if (!this.deps.enabled) return Promise.resolve();
    this.syncing = this.syncing.catch(() => undefined).then(() => this.reread());
    return this.syncing;
  }

  private async reread(): Promise<void> {
    if (this.closed) return;
    const planned = await planTriggers(this.deps.store, this.deps.timeZone, Date.now());
    const wanted = new Set<number>();
    for (const p of planned) {
      wanted.add(p.trigger.id);
      if (this.scheduled.get(p.trigger.id)?.signature === p.signature) continue;
      this.unschedule(p.trigger.id);
      this.schedule(p.trigger.id, p.schedule, p.signature, p.next);
    }
    for (const id of [...this.scheduled.keys()]) if (!wanted.has(id)) this.unschedule(id);
  }

  private schedule(id: number, schedule: Schedule, signature: string, fireTime: number): void {
    if (this.closed) return;
    const wait = fireTime - Date.now();
    const timer = setTimeout(
      () => {
        if (Date.now() < fireTime) this.schedule(id, schedule, signature, fireTime);
        else this.fire(id, schedule, signature, fireTime);
      },
      Math.min(Math.max(0, wait), MAX_DELAY),
    );
    this.scheduled.set(id, { signature, timer });
  }

  private fire(id: number, schedule: Schedule, signature: string, fireTime: number): void {
    // the executor re-reads the trigger: a change not yet seen here cannot make it run what it should not
    void this.deps.executor.fire(id, fireTime);
    let next: number | null = null;
    try {
      next = nextFireTime(schedule, Math.max(fireTime, Date.now() - MISFIRE_MS), this.deps.timeZone);
    } catch (error) {
      this.deps.log.error({ err: error, triggerRowId: id }, 'job trigger has no next fire time');
    }
    if (next === null) this.scheduled.delete(id);
    else this.schedule(id, schedule, signature, next);
  }

  private unschedule(id: number): void {
    const entry = this.scheduled.get(id);
    if (entry) clearTimeout(entry.timer);
    this.scheduled.delete(id);
  }

  async runNow(runId: number): Promise<void> {
    void this.deps.executor.runQueued(runId);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.refresh);
    for (const id of [...this.scheduled.keys()]) this.unschedule(id);
    await this.syncing.catch(() => undefined);
  }
}
