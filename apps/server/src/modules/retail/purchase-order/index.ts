import type { ModuleDeps } from '../../module.ts';
import { PurchaseReceiving } from './receiving.ts';
import { PurchaseOrderRepository } from './repository.ts';
import { purchaseOrderRoutes } from './routes.ts';
import { type PurchaseOrderDeps, PurchaseOrderService } from './service.ts';
import { PurchaseOrderTransitions } from './transitions.ts';

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

/** The purchase orders' service, for the modules that read or make orders (supplier returns, reorder). */
export function purchaseOrderService(deps: ModuleDeps): PurchaseOrderService {
  return new PurchaseOrderService(orderDeps(deps));
}

/** Purchase orders: draft → approved → received in one or more receipts; closed short or cancelled. */
export function registerPurchaseOrderModule(deps: ModuleDeps): void {
  const { app, ctx, retail } = deps;
  const orderDepsOf = orderDeps(deps);
  const service = new PurchaseOrderService(orderDepsOf);
  purchaseOrderRoutes(
    app,
    service,
    new PurchaseReceiving(orderDepsOf, service, retail),
    new PurchaseOrderTransitions(orderDepsOf, service),
    ctx.config.timeZone,
  );
}
