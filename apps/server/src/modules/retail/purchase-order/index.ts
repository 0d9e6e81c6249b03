import type { ModuleDeps } from '../../module.ts';
import { installXlsxParser } from '../../../platform/http/xlsx-route.ts';
import { PurchaseReceiving } from './receiving.ts';
import { LevelImporter } from './reorder-import.ts';
import { ReorderRepository } from './reorder-repository.ts';
import { reorderRoutes } from './reorder-routes.ts';
import { ReorderService } from './reorder-service.ts';
import { PurchaseOrderRepository } from './repository.ts';
import { purchaseOrderRoutes } from './routes.ts';
import { type PurchaseOrderDeps, PurchaseOrderService } from './service.ts';

function orderDeps({ ctx, identity, retail }: ModuleDeps): PurchaseOrderDeps {
  return {
    db: ctx.db,
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new PurchaseOrderRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    locations: retail.locations,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
}

/** The purchase orders' service, for the modules that read orders (supplier returns). */
export function purchaseOrderService(deps: ModuleDeps): PurchaseOrderService {
  return new PurchaseOrderService(orderDeps(deps));
}

/**
 * Purchasing: purchase orders (draft → approved → received in one or more receipts; closed short or cancelled)
 * and reorder suggestions from each location's min/max levels, turned into draft orders per supplier.
 */
export function registerPurchaseOrderModule(deps: ModuleDeps): void {
  const { app, ctx, retail } = deps;
  const orderDepsOf = orderDeps(deps);
  const service = new PurchaseOrderService(orderDepsOf);
  purchaseOrderRoutes(app, service, new PurchaseReceiving(orderDepsOf, service, retail), ctx.config.timeZone);
  const reorder = new ReorderService(
    orderDepsOf,
    new ReorderRepository(ctx.db, ctx.config.db.type),
    service,
    retail,
  );
  installXlsxParser(app, ctx.config.bodyLimit);
  reorderRoutes(app, reorder, new LevelImporter(reorder, retail.locations), ctx.config.timeZone);
}
