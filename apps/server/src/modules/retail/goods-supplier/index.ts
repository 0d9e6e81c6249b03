import type { ModuleDeps } from '../../module.ts';
import { SupplierRepository } from './repository.ts';
import { supplierRoutes } from './routes.ts';
import { SupplierService } from './service.ts';

export function supplierService({ ctx, audit }: ModuleDeps): SupplierService {
  const repo = new SupplierRepository(ctx.db, ctx.config.db.type);
  return new SupplierService(repo, audit, ctx.ids, ctx.config.timeZone, ctx.config.pageSizeMax);
}

/** Suppliers of goods. */
export function registerGoodsSupplierModule(deps: ModuleDeps): void {
  supplierRoutes(deps.app, supplierService(deps), deps.ctx.config.timeZone);
}
