import { barcodeServices } from '../goods-barcode/index.ts';
import { categoryService } from '../goods-category/index.ts';
import type { ModuleDeps } from '../../module.ts';
import { installXlsxParser } from '../../../platform/http/xlsx-route.ts';
import { supplierService } from '../goods-supplier/index.ts';
import { GoodsImporter } from './import.ts';
import { GoodsRepository } from './repository.ts';
import { goodsRoutes } from './routes.ts';
import { SellableSearch } from './sellable-search.ts';
import { GoodsService } from './service.ts';

/** Goods: master data, on/off sale, Excel import and export. */
export function registerGoodsModule(deps: ModuleDeps): void {
  const { app, ctx, audit } = deps;
  const categories = categoryService(deps);
  const suppliers = supplierService(deps);
  const service = new GoodsService({
    repo: new GoodsRepository(ctx.db, ctx.config.db.type),
    sellable: new SellableSearch(ctx.db, ctx.config.db.type),
    locations: deps.retail.locations,
    categories,
    suppliers,
    barcodes: barcodeServices(deps),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  installXlsxParser(app, ctx.config.bodyLimit);
  goodsRoutes(app, service, new GoodsImporter(service, categories, suppliers), ctx.config.timeZone);
}
