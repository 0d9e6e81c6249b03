import { NODE_STATUS } from '@retail/contracts/api/system/job';
import type { SysJobNodeTable } from '../../db/schema-jobs.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Logger } from '../logging/logger.ts';

/** A node is lost after this many heartbeats went missing. */
const MISSED_BEATS = 3;

/** This node's row in sys_job_node (the cluster view), kept fresh every `intervalMs`. */
export class NodeHeartbeat {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly node: Omit<SysJobNodeTable, 'status' | 'startedTime' | 'heartbeatTime' | 'stoppedTime'>,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const now = Date.now();
    const row = {
      ...this.node,
      status: NODE_STATUS.working,
      startedTime: now,
      heartbeatTime: now,
      stoppedTime: null,
    };
    try {
      await this.db.insertInto('sysJobNode').values(row).execute();
    } catch (error) {
      // the same host, pid and worker id again (a restarted container): the row is taken over
      if (!isUniqueViolation(error)) throw error;
      await this.db.updateTable('sysJobNode').set(row).where('nodeId', '=', this.node.nodeId).execute();
    }
    this.timer = setInterval(() => {
      this.beat().catch((error: unknown) => this.log.error({ err: error }, 'job node heartbeat failed'));
    }, this.intervalMs);
  }

  private async beat(): Promise<void> {
    await this.db
      .updateTable('sysJobNode')
      .set({ heartbeatTime: Date.now(), status: NODE_STATUS.working, stoppedTime: null })
      .where('nodeId', '=', this.node.nodeId)
      .execute();
  }

  /** Marks working nodes whose heartbeat stopped as lost (run by every node's sweeper); answers how many. */
  async markSilent(now: number): Promise<number> {
    const [result] = await this.db
      .updateTable('sysJobNode')
      .set({ status: NODE_STATUS.lost })
      .where('status', '=', NODE_STATUS.working)
      .where('heartbeatTime', '<', now - MISSED_BEATS * this.intervalMs)
      .execute();
    return Number(result?.numUpdatedRows ?? 0);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const now = Date.now();
    await this.db
      .updateTable('sysJobNode')
      .set({ status: NODE_STATUS.stopped, stoppedTime: now, heartbeatTime: now })
      .where('nodeId', '=', this.node.nodeId)
      .execute();
  }
}
