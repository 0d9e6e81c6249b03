import type { AuditColumns } from './schema.ts';

/** A workflow definition of a tenant (migration 0024_workflow). */
export interface SysWorkflowTable extends AuditColumns {
  id: number;
  tenantId: number;
  /** unique in a tenant; a deleted row gives it up (`~del~{id}`) */
  code: string;
  name: string;
  category: string | null;
  /** an APPROVAL_EVENTS value, or null */
  event: string | null;
  /** 1 draft (never published), 2 published, 3 disabled */
  status: number;
  /** JSON of the graph being edited (`workflowGraphSchema`) */
  draftGraph: string;
  /** the latest published version number, 0 before the first publish */
  currentVersion: number;
  /** the optimistic lock: 1 when added, one more on every update */
  version: number;
  remark: string | null;
}

/** A published version: never updated or deleted once written. */
export interface SysWorkflowVersionTable {
  id: number;
  tenantId: number;
  workflowId: number;
  versionNo: number;
  /** the workflow's name when it was published */
  name: string;
  graph: string;
  publishedTime: number;
  publishedUserId: number | null;
  publishedUserName: string | null;
}

export interface WorkflowDatabase {
  sysWorkflow: SysWorkflowTable;
  sysWorkflowVersion: SysWorkflowVersionTable;
}
