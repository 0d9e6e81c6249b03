import type { ModuleDeps } from '../../module.ts';
import { SaleRefundService } from './refund-service.ts';
import { SaleOrderRepository } from './repository.ts';
import { saleOrderRoutes } from './routes.ts';
import { SaleOrderService } from './service.ts';

/** The order and refund services, for the routes and for the demo data. */
export function saleOrderServices({ ctx, identity, retail }: ModuleDeps) {
  const deps = {
    repo: new SaleOrderRepository(ctx.db, ctx.config.db.type),
    retail,
    scopes: identity.scopes,
    ids: ctx.ids,
    dbType: ctx.config.db.type,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const orders = new SaleOrderService(deps);
  return { orders, refunds: new SaleRefundService(deps, orders) };
}

/** Sales orders: sell, look up, print, cancel and refund. */
export function registerSaleOrderModule(deps: ModuleDeps): void {
  const { orders, refunds } = saleOrderServices(deps);
  saleOrderRoutes(deps.app, orders, refunds, deps.ctx.config.timeZone);
}
