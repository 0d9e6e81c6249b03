import type { ModuleDeps } from '../../module.ts';
import { purchaseOrderService } from '../purchase-order/index.ts';
import { SupplierReturnPosting } from './posting.ts';
import { SupplierReturnRepository } from './repository.ts';
import { supplierReturnRoutes } from './routes.ts';
import { SupplierReturnService } from './service.ts';

/** Supplier returns: drafts naming the supplier (or the purchase order or receipt), confirmed out of stock. */
export function registerSupplierReturnModule(deps: ModuleDeps): void {
  const { app, ctx, identity, retail } = deps;
  const returnDeps = {
    db: ctx.db,
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new SupplierReturnRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    orders: purchaseOrderService(deps),
    retail,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const service = new SupplierReturnService(returnDeps);
  supplierReturnRoutes(app, service, new SupplierReturnPosting(returnDeps, service), ctx.config.timeZone);
}
