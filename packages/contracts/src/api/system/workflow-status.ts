/**
 * Workflow definition states (sys_workflow.status), zod-free so the web's list takes them as values:
 * 1 draft (never published), 2 published (instances may start on its latest version), 3 disabled (published
 * once, no new instances; running ones keep their pinned version).
 */
export const WORKFLOW_STATUS = { draft: 1, published: 2, disabled: 3 } as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUS)[keyof typeof WORKFLOW_STATUS];
export const WORKFLOW_STATUSES = [
  WORKFLOW_STATUS.draft,
  WORKFLOW_STATUS.published,
  WORKFLOW_STATUS.disabled,
] as const;

/** What a workflow file (export, import) says it is. */
export const WORKFLOW_FILE_KIND = 'retail-workflow';
