import type { ModuleDeps } from '../../module.ts';
import { StockAdjustApproval } from './approval.ts';
import { StockAdjustPosting } from './posting.ts';
import { StockAdjustRepository } from './repository.ts';
import { stockAdjustRoutes } from './routes.ts';
import { StockAdjustService } from './service.ts';

/**
 * Stock adjustment orders: receive, issue and stocktake drafts; confirm (held for approval above the bound value);
 * void by a reversing document.
 */
export function registerStockAdjustModule({ app, ctx, identity, retail, approvals }: ModuleDeps): void {
  const deps = {
    db: ctx.db,
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new StockAdjustRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    locations: retail.locations,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
    approvals,
  };
  const service = new StockAdjustService(deps);
  const approval = new StockAdjustApproval(deps.repo, approvals.runtime);
  const posting = new StockAdjustPosting(deps, service, retail, approval);
  // an approved adjustment is confirmed as its submitter, in the approval's transaction
  approvals.runtime.onOutcome('stockAdjust', (trx, outcome) =>
    approval.ended(trx, outcome, (t, doc) =>
      posting.confirmIn(t, outcome.starter, doc, { approvalId: outcome.instanceId }),
    ),
  );
  stockAdjustRoutes(app, service, posting, ctx.config.timeZone);
}
