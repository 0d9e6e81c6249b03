import type { Insertable, Updateable } from 'kysely';
import type { WorkflowPageInput } from '@retail/contracts/api/system/workflow';
import type { DbType } from '../../../config.ts';
import type { SysWorkflowTable, SysWorkflowVersionTable } from '../../../db/schema-workflow.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const listColumns = [
  'id',
  'code',
  'name',
  'category',
  'event',
  'status',
  'currentVersion',
  'version',
  'remark',
  'createTime',
  'createUserName',
  'updateTime',
  'updateUserName',
] as const;
const columns = [...listColumns, 'draftGraph'] as const;
const versionColumns = ['workflowId', 'versionNo', 'name', 'publishedTime', 'publishedUserName'] as const;

export type WorkflowListRow = Pick<SysWorkflowTable, (typeof listColumns)[number]>;
export type WorkflowRow = Pick<SysWorkflowTable, (typeof columns)[number]>;
export type WorkflowVersionRow = Pick<SysWorkflowVersionTable, (typeof versionColumns)[number]>;
export type WorkflowVersionWithGraph = WorkflowVersionRow & { graph: string };
type Changes = Updateable<SysWorkflowTable>;

/** The code a deleted workflow gives up for a new one (`~del~{id}`, within the column's 64 characters). */
const CODE_LENGTH = 64;

/**
 * sys_workflow and its immutable sys_workflow_version rows; every method takes the tenant first. A version row is
 * only ever inserted: nothing here updates or deletes one.
 */
export class WorkflowRepository extends TenantRepository<'sysWorkflow', WorkflowRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysWorkflow', columns, { freedOnDelete: { column: 'code', maxLength: CODE_LENGTH } });
  }

  /** The list leaves the graph out: it may be large. */
  page(
    tenantId: number,
    input: WorkflowPageInput,
    maxPageSize: number,
  ): Promise<PageResult<WorkflowListRow>> {
    let query = this.db
      .selectFrom('sysWorkflow')
      .select(listColumns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (input.status) query = query.where('status', '=', input.status);
    if (input.event) query = query.where('event', '=', input.event);
    return paginate(query, input, {
      sortable: {
        code: 'code',
        name: 'name',
        category: 'category',
        status: 'status',
        currentVersion: 'currentVersion',
        createTime: 'createTime',
        updateTime: 'updateTime',
      },
      defaultSort: [['createTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /**
   * The optimistic lock: writes `changes` and the next version only while the row is still at `version`, in one
   * statement, so of two saves of the same version exactly one applies. False when the row moved on (or went).
   */
  async updateAt(
    tenantId: number,
    id: number,
    version: number,
    changes: Changes,
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('sysWorkflow')
      .set({ ...changes, version: version + 1 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Moves a live workflow from version number `from` to `from + 1` and publishes it, only while its current
   * version is still `from` (and, with `draftVersion`, its draft still that version); false otherwise.
   */
  async claimVersion(
    tenantId: number,
    id: number,
    at: { from: number; draftVersion?: number },
    stamp: Changes,
    db: Db,
  ): Promise<boolean> {
    let query = db
      .updateTable('sysWorkflow')
      .set({ ...stamp, currentVersion: at.from + 1, status: WORKFLOW_STATUS.published })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('currentVersion', '=', at.from);
    if (at.draftVersion !== undefined) query = query.where('version', '=', at.draftVersion);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertVersion(row: Insertable<SysWorkflowVersionTable>, db: Db): Promise<void> {
    await db.insertInto('sysWorkflowVersion').values(row).execute();
  }

  /** The versions of a workflow, the latest first, without their graphs. */
  versions(tenantId: number, workflowId: number): Promise<WorkflowVersionRow[]> {
    return this.db
      .selectFrom('sysWorkflowVersion')
      .select(versionColumns)
      .where('tenantId', '=', tenantId)
      .where('workflowId', '=', workflowId)
      .orderBy('versionNo', 'desc')
      .execute();
  }

  version(
    tenantId: number,
    workflowId: number,
    versionNo: number,
  ): Promise<WorkflowVersionWithGraph | undefined> {
    return this.db
      .selectFrom('sysWorkflowVersion')
      .select([...versionColumns, 'graph'])
      .where('tenantId', '=', tenantId)
      .where('workflowId', '=', workflowId)
      .where('versionNo', '=', versionNo)
      .executeTakeFirst();
  }
}
