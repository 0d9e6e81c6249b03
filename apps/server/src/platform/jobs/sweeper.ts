import { DEFAULT_LANGUAGE } from '../i18n/language.ts';
import { translate } from '../i18n/messages.ts';
import type { AuditLog } from '../logging/audit-log.ts';
import type { Logger } from '../logging/logger.ts';
import type { RunEvents } from './executor.ts';
import type { NodeHeartbeat } from './node-heartbeat.ts';
import { logRunException } from './run-exception.ts';
import type { RunStore } from './run-store.ts';

/** A manual run nobody took for this many leases is given up as lost. */
const QUEUED_LEASES = 10;

/**
 * Runs on every node, every third of a lease: running runs whose lease ran out (their node died) become lost, free
 * the job they held and go to the exception log; nodes whose heartbeat stopped become lost, and the engine then
 * reconciles its schedules.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: RunStore,
    private readonly heartbeat: NodeHeartbeat,
    private readonly leaseMs: number,
    private readonly events: RunEvents,
    private readonly audit: AuditLog,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(
      () => {
        this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'job sweep failed'));
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
  }

  async sweep(now = Date.now()): Promise<void> {
    const message = translate(DEFAULT_LANGUAGE, 'job.lost');
    const lost = await this.store.markLost(now, now - QUEUED_LEASES * this.leaseMs, message);
    for (const run of lost) {
      this.log.error({ runId: run.id, jobId: run.jobId, nodeId: run.nodeId }, 'job run lost');
      logRunException(this.audit, run, '{}', { message: `${message} (${run.nodeId ?? '-'})` });
      this.events.runChanged(run.id);
    }
    const silentNodes = await this.heartbeat.markSilent(now);
    // a node that died may have taken a fire time without scheduling the next one: the engine repairs that
    if (lost.length > 0 || silentNodes > 0) this.events.triggersChanged();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
