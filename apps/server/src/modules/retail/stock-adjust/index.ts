import type { ModuleDeps } from '../../module.ts';
import { StockAdjustPosting } from './posting.ts';
import { StockAdjustRepository } from './repository.ts';
import { stockAdjustRoutes } from './routes.ts';
import { StockAdjustService } from './service.ts';

/** Stock adjustment orders: receive, issue and stocktake drafts; confirm; void by a reversing document. */
export function registerStockAdjustModule({ app, ctx, identity, retail }: ModuleDeps): void {
  const deps = {
    db: ctx.db,
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new StockAdjustRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    locations: retail.locations,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const service = new StockAdjustService(deps);
  stockAdjustRoutes(app, service, new StockAdjustPosting(deps, service, retail), ctx.config.timeZone);
}
