import type { ModuleDeps } from '../../module.ts';
import { StockTransferPosting } from './posting.ts';
import { StockTransferRepository } from './repository.ts';
import { stockTransferRoutes } from './routes.ts';
import { StockTransferService } from './service.ts';

/** Stock transfers between locations: drafts, ship, receive (in parts), close with a difference. */
export function registerStockTransferModule({ app, ctx, identity, retail }: ModuleDeps): void {
  const deps = {
    db: ctx.db,
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new StockTransferRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    locations: retail.locations,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const service = new StockTransferService(deps);
  stockTransferRoutes(app, service, new StockTransferPosting(deps, service, retail), ctx.config.timeZone);
}
