import { NODE_STATUS, RUN_STATUS } from '@retail/contracts/api/system/job';
import type { JobRunPageInput } from '@retail/contracts/api/system/job';
import type { Insertable, Selectable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysJobNodeTable, SysJobRunTable } from '../../../db/schema-jobs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';

export type RunRow = Selectable<SysJobRunTable>;
export type NodeRow = Selectable<SysJobNodeTable> & { runningCount: number };

/** Stopped and lost nodes stay in the cluster view this long. */
const NODE_KEPT_MS = 7 * 86_400_000;

/**
 * Reads of the run history and the cluster (platform tables, no tenant id), and the one write the API makes
 * there: a queued manual run. Everything else on these tables is the engine's (platform/jobs/run-store.ts).
 */
export class RunRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  async insertQueued(row: Insertable<SysJobRunTable>): Promise<void> {
    await this.db.insertInto('sysJobRun').values(row).execute();
  }

  page(
    input: JobRunPageInput,
    range: { from?: number; to?: number },
    maxPageSize: number,
  ): Promise<PageResult<RunRow>> {
    let query = this.db.selectFrom('sysJobRun').selectAll();
    if (input.jobId) query = query.where(containsText(this.dbType, 'jobId', input.jobId));
    if (input.triggerId) query = query.where(containsText(this.dbType, 'triggerId', input.triggerId));
    if (input.status !== undefined && input.status !== null) query = query.where('status', '=', input.status);
    if (input.runKind) query = query.where('runKind', '=', input.runKind);
    if (range.from !== undefined) query = query.where('fireTime', '>=', range.from);
    if (range.to !== undefined) query = query.where('fireTime', '<=', range.to);
    return paginate(query, input, {
      sortable: {
        fireTime: 'fireTime',
        startTime: 'startTime',
        elapsedMs: 'elapsedMs',
        status: 'status',
        jobId: 'jobId',
      },
      defaultSort: [['fireTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** The newest run of each job. */
  async lastRuns(jobIds: readonly string[]): Promise<Map<string, RunRow>> {
    const last = new Map<string, RunRow>();
    if (jobIds.length === 0) return last;
    const newest = this.db
      .selectFrom('sysJobRun')
      .select((eb) => ['jobId', eb.fn.max('fireTime').as('fireTime')])
      .where('jobId', 'in', jobIds)
      .groupBy('jobId')
      .as('n');
    const rows = await this.db
      .selectFrom('sysJobRun as r')
      .innerJoin(newest, (j) => j.onRef('n.jobId', '=', 'r.jobId').onRef('n.fireTime', '=', 'r.fireTime'))
      .selectAll('r')
      .orderBy('r.id')
      .execute();
    for (const row of rows) last.set(row.jobId, row);
    return last;
  }

  running(): Promise<RunRow[]> {
    return this.db
      .selectFrom('sysJobRun')
      .selectAll()
      .where('status', 'in', [RUN_STATUS.running, RUN_STATUS.queued])
      .orderBy('fireTime')
      .execute();
  }

  async countsSince(since: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('sysJobRun')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .where('fireTime', '>=', since)
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
  }

  failuresSince(since: number, limit: number): Promise<RunRow[]> {
    return this.db
      .selectFrom('sysJobRun')
      .selectAll()
      .where('fireTime', '>=', since)
      .where('status', 'in', [RUN_STATUS.failed, RUN_STATUS.lost])
      .orderBy('fireTime', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Working nodes, and the others seen in the last week, with how many runs each is running. */
  async nodes(now: number): Promise<NodeRow[]> {
    const rows = await this.db
      .selectFrom('sysJobNode')
      .selectAll()
      .where((eb) =>
        eb.or([eb('status', '=', NODE_STATUS.working), eb('heartbeatTime', '>=', now - NODE_KEPT_MS)]),
      )
      .orderBy('status')
      .orderBy('startedTime', 'desc')
      .execute();
    const counts = await this.db
      .selectFrom('sysJobRun')
      .select((eb) => ['nodeId', eb.fn.countAll<number>().as('count')])
      .where('status', '=', RUN_STATUS.running)
      .groupBy('nodeId')
      .execute();
    const running = new Map(counts.map((c) => [c.nodeId, Number(c.count)]));
    return rows.map((row) => ({ ...row, runningCount: running.get(row.nodeId) ?? 0 }));
  }
}
