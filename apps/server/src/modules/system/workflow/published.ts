import { type WorkflowGraph, workflowGraphSchema } from '@retail/contracts/api/system/workflow-graph';
import { WORKFLOW_STATUS } from '@retail/contracts/api/system/workflow-status';
import type { Db } from '../../../platform/db/database.ts';

/** Workflow status: 1 draft (never published), 2 published, 3 disabled. */
export { WORKFLOW_STATUS };

export interface PublishedWorkflow {
  workflowId: number;
  code: string;
  name: string;
  versionNo: number;
  graph: WorkflowGraph;
}

/**
 * The published versions of a tenant's workflows as the approval runtime reads them: never a draft. A version is
 * immutable, so an instance pinned to one reads the same graph for its whole life.
 */
export class PublishedWorkflows {
  constructor(private readonly db: Db) {}

  /** The latest version of a workflow that is published now (not a draft, not disabled, not deleted). */
  async latest(tenantId: number, workflowId: number): Promise<PublishedWorkflow | undefined> {
    const row = await this.db
      .selectFrom('sysWorkflow')
      .select(['id', 'code', 'currentVersion'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', workflowId)
      .where('status', '=', WORKFLOW_STATUS.published)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    if (!row || row.currentVersion < 1) return undefined;
    return this.version(tenantId, row.id, row.currentVersion, row.code);
  }

  /** One published version, whatever the workflow's state today (an instance pinned to it keeps running). */
  async version(
    tenantId: number,
    workflowId: number,
    versionNo: number,
    code?: string,
  ): Promise<PublishedWorkflow | undefined> {
    const row = await this.db
      .selectFrom('sysWorkflowVersion as v')
      .innerJoin('sysWorkflow as w', 'w.id', 'v.workflowId')
      .select(['v.workflowId', 'v.versionNo', 'v.name', 'v.graph', 'w.code'])
      .where('v.tenantId', '=', tenantId)
      .where('w.tenantId', '=', tenantId)
      .where('v.workflowId', '=', workflowId)
      .where('v.versionNo', '=', versionNo)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      workflowId: row.workflowId,
      code: code ?? row.code,
      name: row.name,
      versionNo: row.versionNo,
      graph: workflowGraphSchema.parse(JSON.parse(row.graph)),
    };
  }
}
