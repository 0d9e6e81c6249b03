import type { RetailModuleDeps } from '../index.ts';
import { SaleRefundService } from './refund-service.ts';
import { SaleOrderRepository } from './repository.ts';
import { saleOrderRoutes } from './routes.ts';
import { SaleOrderService } from './service.ts';

/** Sales orders: sell, look up, print, cancel and refund. */
export function registerSaleOrderModule({ app, ctx, identity, retail }: RetailModuleDeps): void {
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
  saleOrderRoutes(app, orders, new SaleRefundService(deps, orders), ctx.config.timeZone);
}
