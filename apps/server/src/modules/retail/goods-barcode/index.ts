import type { ModuleDeps } from '../../module.ts';
import { BarcodeQueries } from './queries.ts';
import { BarcodeRepository } from './repository.ts';
import { barcodeRoutes } from './routes.ts';
import { BarcodeService } from './service.ts';

export interface BarcodeServices {
  service: BarcodeService;
  queries: BarcodeQueries;
}

export function barcodeServices({ ctx, audit }: ModuleDeps): BarcodeServices {
  const repo = new BarcodeRepository(ctx.db, ctx.config.db.type, ctx.ids);
  return {
    service: new BarcodeService(repo, audit, ctx.ids),
    queries: new BarcodeQueries(repo, ctx.config.timeZone, ctx.config.pageSizeMax),
  };
}

/** Goods barcodes: custom or generated EAN-13 codes, colour × size variants, look-up and labels. */
export function registerGoodsBarcodeModule(deps: ModuleDeps): void {
  barcodeRoutes(deps.app, barcodeServices(deps), deps.ctx.config.timeZone);
}
