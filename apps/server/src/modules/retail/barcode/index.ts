import type { RetailModuleDeps } from '../index.ts';
import { BarcodeRepository } from './repository.ts';
import { barcodeRoutes } from './routes.ts';
import { BarcodeService } from './service.ts';

export function barcodeService({ ctx, audit }: RetailModuleDeps): BarcodeService {
  const repo = new BarcodeRepository(ctx.db, ctx.config.db.type, ctx.ids);
  return new BarcodeService(ctx.db, repo, audit, ctx.ids, ctx.config.timeZone, ctx.config.pageSizeMax);
}

/** Goods barcodes: custom or generated EAN-13 codes, colour × size variants, look-up and labels. */
export function registerBarcodeModule(deps: RetailModuleDeps): void {
  barcodeRoutes(deps.app, barcodeService(deps), deps.ctx.config.timeZone);
}
