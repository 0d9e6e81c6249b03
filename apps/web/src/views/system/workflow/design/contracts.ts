/**
 * The values of the workflow contract the designer works with. The web otherwise takes only types from the zod
 * files of `@retail/contracts/api/*` (no zod in the bundle); the designer is a lazy chunk of its own and runs the
 * publish check and the graph schema in the browser, the same code the server runs, so here, and only in the
 * designer's chunk, their values are taken too.
 */
// first: the schemas below are built when their module runs
import './zodConfig.ts';

export { APPROVAL_EVENT_FIELDS } from '@retail/contracts/api/system/approval-events';
export { WORKFLOW_FILE_KIND } from '@retail/contracts/api/system/workflow-status';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export {
  ASSIGNEE_KINDS,
  CONDITION_OPS,
  WORKFLOW_MAX_NODES,
  WORKFLOW_NODE_TYPES,
  emptyWorkflowGraph,
  validateWorkflowGraph,
  workflowGraphSchema,
} from '@retail/contracts/api/system/workflow-graph';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export { workflowFileSchema } from '@retail/contracts/api/system/workflow';
