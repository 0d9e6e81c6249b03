import type { AppContext } from '../../../platform/context.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import type { ModuleDeps } from '../../module.ts';
import { BindingRepository } from './binding-repository.ts';
import { ApprovalBindingService } from './binding-service.ts';
import { ApprovalDecisions } from './decisions.ts';
import { ApprovalOutputs } from './output.ts';
import { ApprovalRepository } from './repository.ts';
import { approvalRoutes } from './routes.ts';
import { ApprovalRuntime } from './runtime.ts';
import { ApprovalQueries } from './service.ts';

/**
 * The approval runtime every module may use (ModuleDeps.approvals): `runtime.start` in the module's transaction,
 * `runtime.onOutcome` for its documents' outcomes, `queries.summaryOf` for its screens.
 */
export interface Approvals {
  runtime: ApprovalRuntime;
  decisions: ApprovalDecisions;
  queries: ApprovalQueries;
}

export function createApprovals(ctx: AppContext, hub: RealtimeHub): Approvals {
  const outputs = new ApprovalOutputs(ctx.config.timeZone);
  const repo = new ApprovalRepository(ctx.db, ctx.config.db.type);
  const runtime = new ApprovalRuntime({
    db: ctx.db,
    repo,
    bindings: new BindingRepository(ctx.db),
    hub,
    ids: ctx.ids,
    outputs,
  });
  const decisions = new ApprovalDecisions(runtime);
  return {
    runtime,
    decisions,
    queries: new ApprovalQueries(repo, decisions, outputs, ctx.config.pageSizeMax),
  };
}

/** Approvals (/api/sysApproval/*): to-dos, decisions, history, withdrawals and the event bindings. */
export function registerApprovalModule({ app, ctx, audit, approvals }: ModuleDeps): void {
  const bindings = new ApprovalBindingService({
    db: ctx.db,
    repo: new BindingRepository(ctx.db),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  approvalRoutes(
    app,
    { queries: approvals.queries, decisions: approvals.decisions, bindings },
    ctx.config.timeZone,
  );
}
