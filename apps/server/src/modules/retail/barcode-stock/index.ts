import { categoryService } from '../goods-category/index.ts';
import type { ModuleDeps } from '../../module.ts';
import { StockViewRepository } from './repository.ts';
import { stockViewRoutes } from './routes.ts';
import { StockViewService } from './service.ts';

/** Barcode stock and the stock log (read-only views of the stock ledger). */
export function registerBarcodeStockModule(deps: ModuleDeps): void {
  const { ctx } = deps;
  const service = new StockViewService(
    new StockViewRepository(ctx.db, ctx.config.db.type),
    categoryService(deps),
    deps.retail.locations,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  stockViewRoutes(deps.app, service, ctx.config.timeZone);
}
