import type { ModuleDeps } from '../../module.ts';
import { barcodeServices } from '../goods-barcode/index.ts';
import { vipService } from '../vip/index.ts';
import { SaleParkRepository } from './repository.ts';
import { saleParkRoutes } from './routes.ts';
import { SaleParkService } from './service.ts';

/** Parked sales: a till's cart set aside for its store and recalled once, from any till of the store. */
export function registerSaleParkModule(deps: ModuleDeps): void {
  const { ctx, audit } = deps;
  const service = new SaleParkService({
    repo: new SaleParkRepository(ctx.db),
    barcodes: barcodeServices(deps).queries,
    members: vipService(deps),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
  });
  saleParkRoutes(deps.app, service, ctx.config.timeZone);
}
