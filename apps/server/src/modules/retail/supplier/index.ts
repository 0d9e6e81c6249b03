import type { RetailModuleDeps } from '../index.ts';
import { SupplierRepository } from './repository.ts';
import { supplierRoutes } from './routes.ts';
import { SupplierService } from './service.ts';

export function supplierService({ ctx, audit }: RetailModuleDeps): SupplierService {
  const repo = new SupplierRepository(ctx.db, ctx.config.db.type);
  return new SupplierService(repo, audit, ctx.ids, ctx.config.timeZone, ctx.config.pageSizeMax);
}

/** Suppliers of goods. */
export function registerSupplierModule(deps: RetailModuleDeps): void {
  supplierRoutes(deps.app, supplierService(deps), deps.ctx.config.timeZone);
}
