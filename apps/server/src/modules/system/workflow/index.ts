import type { ModuleDeps } from '../../module.ts';
import { WorkflowPublishing } from './publishing.ts';
import { WorkflowRepository } from './repository.ts';
import { workflowRoutes } from './routes.ts';
import { WorkflowService } from './service.ts';
import { WorkflowTransfer } from './transfer.ts';

export { PublishedWorkflows, type PublishedWorkflow } from './published.ts';

/**
 * Workflow definitions of a tenant (/api/sysWorkflow/*): draft graphs drawn in the workflow designer, published
 * into immutable versions that the approval runtime reads through `PublishedWorkflows`.
 */
export function registerWorkflowModule({ app, ctx, audit }: ModuleDeps): void {
  const workflows = new WorkflowService({
    repo: new WorkflowRepository(ctx.db, ctx.config.db.type),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  const publishing = new WorkflowPublishing(workflows);
  workflowRoutes(
    app,
    { workflows, publishing, transfer: new WorkflowTransfer(workflows, publishing) },
    ctx.config.timeZone,
  );
}
