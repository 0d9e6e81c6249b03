import type { ModuleDeps } from '../../module.ts';
import { installXlsxParser } from '../../../platform/http/xlsx-route.ts';
import { purchaseOrderService } from '../purchase-order/index.ts';
import { LevelImporter } from './import.ts';
import { ReorderRepository } from './repository.ts';
import { reorderRoutes } from './routes.ts';
import { ReorderService } from './service.ts';

/**
 * Reorder: min/max levels per barcode and location (set one by one or imported from Excel), the suggestions of
 * what fell to its minimum counting what is on order, and the step that turns them into draft purchase orders.
 */
export function registerReorderModule(deps: ModuleDeps): void {
  const { app, ctx, retail } = deps;
  const service = new ReorderService({
    db: ctx.db,
    repo: new ReorderRepository(ctx.db, ctx.config.db.type),
    orders: purchaseOrderService(deps),
    locations: retail.locations,
    retail,
    maxPageSize: ctx.config.pageSizeMax,
  });
  installXlsxParser(app, ctx.config.bodyLimit);
  reorderRoutes(app, service, new LevelImporter(service, retail.locations), ctx.config.timeZone);
}
