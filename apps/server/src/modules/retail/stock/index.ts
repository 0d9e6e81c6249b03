import { categoryService } from '../category/index.ts';
import type { RetailModuleDeps } from '../index.ts';
import { StockRepository } from './repository.ts';
import { stockRoutes } from './routes.ts';
import { StockService } from './service.ts';

/** Barcode stock and the stock log (read-only views of the stock ledger). */
export function registerStockModule(deps: RetailModuleDeps): void {
  const { ctx } = deps;
  const service = new StockService(
    new StockRepository(ctx.db, ctx.config.db.type),
    categoryService(deps),
    deps.identity.scopes,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  stockRoutes(deps.app, service, ctx.config.timeZone);
}
