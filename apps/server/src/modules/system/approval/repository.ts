import { ApprovalStatus, ApprovalTaskStatus } from '@retail/contracts';
import type { ApprovalStartedPageInput, ApprovalTaskPageInput } from '@retail/contracts/api/system/approval';
import { type Insertable, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type {
  SysApprovalHistoryTable,
  SysApprovalInstanceTable,
  SysApprovalTaskTable,
} from '../../../db/schema-approval.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';

const instanceColumns = [
  'i.id',
  'i.workflowId',
  'i.versionNo',
  'i.workflowName',
  'i.event',
  'i.businessKey',
  'i.title',
  'i.fields',
  'i.status',
  'i.currentNodeId',
  'i.currentNodeName',
  'i.starterUserId',
  'i.starterUserName',
  'i.orgId',
  'i.startTime',
  'i.endTime',
  'i.version',
] as const;
const taskColumns = [
  't.id as taskId',
  't.nodeId',
  't.nodeName',
  't.status as taskStatus',
  't.comment',
  't.createTime as taskCreateTime',
  't.decidedTime',
] as const;

export type InstanceRow = Pick<
  SysApprovalInstanceTable,
  | 'id'
  | 'workflowId'
  | 'versionNo'
  | 'workflowName'
  | 'event'
  | 'businessKey'
  | 'title'
  | 'fields'
  | 'status'
  | 'currentNodeId'
  | 'currentNodeName'
  | 'starterUserId'
  | 'starterUserName'
  | 'orgId'
  | 'startTime'
  | 'endTime'
  | 'version'
>;
export type TaskRow = SysApprovalTaskTable;
export type HistoryRow = SysApprovalHistoryTable;
export type TaskWithInstance = InstanceRow & {
  taskId: number;
  nodeId: string;
  nodeName: string;
  taskStatus: number;
  comment: string | null;
  taskCreateTime: number;
  decidedTime: number | null;
};

/**
 * Approval instances, their tasks and history; every query takes the tenant first. The writes take the engine's
 * transaction: the engine runs inside the caller's (start) or its own (decisions).
 */
export class ApprovalRepository {
  constructor(
    readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private instances(db: Db, tenantId: number) {
    return db
      .selectFrom('sysApprovalInstance as i')
      .select(instanceColumns)
      .where('i.tenantId', '=', tenantId)
      .where('i.isDelete', '=', 0);
  }

  findInstance(tenantId: number, id: number, db: Db = this.db): Promise<InstanceRow | undefined> {
    return this.instances(db, tenantId).where('i.id', '=', id).executeTakeFirst();
  }

  /** The newest instance of a document, running or ended. */
  latestOf(tenantId: number, event: string, businessKey: string): Promise<InstanceRow | undefined> {
    return this.instances(this.db, tenantId)
      .where('i.event', '=', event)
      .where('i.businessKey', '=', businessKey)
      .orderBy('i.startTime', 'desc')
      .orderBy('i.id', 'desc')
      .executeTakeFirst();
  }

  async insertInstance(trx: Db, row: Insertable<SysApprovalInstanceTable>): Promise<void> {
    await trx.insertInto('sysApprovalInstance').values(row).execute();
  }

  /**
   * Takes the running instance's row for one step (a decision, a withdrawal): moves its version on, which locks
   * the row until the transaction ends, so deciders of one instance go one after another. False when it has
   * ended (or is another tenant's).
   */
  async lockRunning(trx: Db, tenantId: number, id: number, now: number): Promise<boolean> {
    const result = await trx
      .updateTable('sysApprovalInstance')
      .set({ version: sql`version + 1`, updateTime: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', ApprovalStatus.Running)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setCurrentNode(
    trx: Db,
    tenantId: number,
    id: number,
    node: { id: string; name: string } | null,
  ): Promise<void> {
    await trx
      .updateTable('sysApprovalInstance')
      .set({ currentNodeId: node?.id ?? null, currentNodeName: node?.name ?? null })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async finish(trx: Db, tenantId: number, id: number, status: ApprovalStatus, now: number): Promise<void> {
    await trx
      .updateTable('sysApprovalInstance')
      .set({ status, runningKey: null, currentNodeId: null, currentNodeName: null, endTime: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }

  async insertTasks(trx: Db, rows: TaskRow[]): Promise<void> {
    if (rows.length > 0) await trx.insertInto('sysApprovalTask').values(rows).execute();
  }

  /** The pending task of this assignee, or undefined (another's task, or one no longer pending). */
  findTask(tenantId: number, taskId: number, db: Db = this.db): Promise<TaskRow | undefined> {
    return db
      .selectFrom('sysApprovalTask')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', taskId)
      .executeTakeFirst();
  }

  /** Compare-and-set of one pending task of its assignee: false when it is no longer pending. */
  async decideTask(
    trx: Db,
    tenantId: number,
    task: { id: number; assigneeUserId: number },
    decision: { status: ApprovalTaskStatus; comment: string | null; now: number },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('sysApprovalTask')
      .set({ status: decision.status, comment: decision.comment, decidedTime: decision.now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', task.id)
      .where('assigneeUserId', '=', task.assigneeUserId)
      .where('status', '=', ApprovalTaskStatus.Pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The pending tasks of an instance (of one node, when given), read past any snapshot. */
  pendingTasks(trx: Db, tenantId: number, instanceId: number, nodeId?: string): Promise<TaskRow[]> {
    let query = trx
      .selectFrom('sysApprovalTask')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instanceId)
      .where('status', '=', ApprovalTaskStatus.Pending);
    if (nodeId !== undefined) query = query.where('nodeId', '=', nodeId);
    // it must see what a concurrent decider committed (MySQL's plain reads keep the transaction's first
    // snapshot): a locking read where the database has one; SQLite writes one transaction at a time anyway
    return (this.dbType === 'sqlite' ? query : query.forUpdate()).execute();
  }

  /** Cancels what is still pending of an instance (of one node, when given). */
  async cancelPending(trx: Db, tenantId: number, instanceId: number, now: number, nodeId?: string) {
    let query = trx
      .updateTable('sysApprovalTask')
      .set({ status: ApprovalTaskStatus.Cancelled, decidedTime: now })
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instanceId)
      .where('status', '=', ApprovalTaskStatus.Pending);
    if (nodeId !== undefined) query = query.where('nodeId', '=', nodeId);
    await query.execute();
  }

  tasksOf(tenantId: number, instanceId: number): Promise<TaskRow[]> {
    return this.db
      .selectFrom('sysApprovalTask')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instanceId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  async insertHistory(trx: Db, rows: HistoryRow[]): Promise<void> {
    if (rows.length > 0) await trx.insertInto('sysApprovalHistory').values(rows).execute();
  }

  historyOf(tenantId: number, instanceId: number): Promise<HistoryRow[]> {
    return this.db
      .selectFrom('sysApprovalHistory')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instanceId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** Whether the user was told of the instance by a notify step (who may then read it). */
  async wasNotified(tenantId: number, instanceId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysApprovalHistory')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instanceId)
      .where('userId', '=', userId)
      .where('action', '=', 'notified')
      .executeTakeFirst();
    return row !== undefined;
  }

  private tasksWithInstance(tenantId: number, userId: number, input: ApprovalTaskPageInput) {
    let query = this.db
      .selectFrom('sysApprovalTask as t')
      .innerJoin('sysApprovalInstance as i', (j) =>
        j.onRef('i.id', '=', 't.instanceId').onRef('i.tenantId', '=', 't.tenantId'),
      )
      .select([...instanceColumns, ...taskColumns])
      .where('t.tenantId', '=', tenantId)
      .where('t.assigneeUserId', '=', userId);
    if (input.event) query = query.where('i.event', '=', input.event);
    if (input.title) query = query.where(containsText(this.dbType, 'i.title', input.title));
    return query;
  }

  /** The user's pending tasks, newest first. */
  todoPage(tenantId: number, userId: number, input: ApprovalTaskPageInput, maxPageSize: number) {
    const query = this.tasksWithInstance(tenantId, userId, input).where(
      't.status',
      '=',
      ApprovalTaskStatus.Pending,
    );
    return paginate(query, input, {
      sortable: { createTime: 't.createTime', title: 'i.title', startTime: 'i.startTime' },
      defaultSort: [['t.createTime', 'desc']],
      tiebreaker: 't.id',
      maxPageSize,
    }) as Promise<PageResult<TaskWithInstance>>;
  }

  /** The tasks the user decided (approved or rejected), newest decision first. */
  donePage(tenantId: number, userId: number, input: ApprovalTaskPageInput, maxPageSize: number) {
    const query = this.tasksWithInstance(tenantId, userId, input).where('t.status', 'in', [
      ApprovalTaskStatus.Approved,
      ApprovalTaskStatus.Rejected,
    ]);
    return paginate(query, input, {
      sortable: { decidedTime: 't.decidedTime', title: 'i.title', startTime: 'i.startTime' },
      defaultSort: [['t.decidedTime', 'desc']],
      tiebreaker: 't.id',
      maxPageSize,
    }) as Promise<PageResult<TaskWithInstance>>;
  }

  /** The instances the user started, newest first. */
  startedPage(tenantId: number, userId: number, input: ApprovalStartedPageInput, maxPageSize: number) {
    let query = this.instances(this.db, tenantId).where('i.starterUserId', '=', userId);
    if (input.event) query = query.where('i.event', '=', input.event);
    if (input.status) query = query.where('i.status', '=', input.status);
    if (input.title) query = query.where(containsText(this.dbType, 'i.title', input.title));
    return paginate(query, input, {
      sortable: { startTime: 'i.startTime', endTime: 'i.endTime', title: 'i.title', status: 'i.status' },
      defaultSort: [['i.startTime', 'desc']],
      tiebreaker: 'i.id',
      maxPageSize,
    });
  }
}
