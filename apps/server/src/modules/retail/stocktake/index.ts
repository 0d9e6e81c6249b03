import { installXlsxParser } from '../../../platform/http/xlsx-route.ts';
import type { ModuleDeps } from '../../module.ts';
import { categoryService } from '../goods-category/index.ts';
import { StocktakeCounting } from './counting.ts';
import { StocktakeLineQueries } from './line-queries.ts';
import { StocktakePosting } from './posting.ts';
import { StocktakeRepository } from './repository.ts';
import { stocktakeRoutes } from './routes.ts';
import { StocktakeService } from './service.ts';
import { StocktakeStart } from './start.ts';

/** Stocktakes (issue 17): freeze a location's book quantities, count, report the variance, post or cancel. */
export function registerStocktakeModule(deps: ModuleDeps): void {
  const { app, ctx, identity, retail } = deps;
  installXlsxParser(app, ctx.config.bodyLimit);
  const parts = {
    dbType: ctx.config.db.type,
    ids: ctx.ids,
    repo: new StocktakeRepository(ctx.db, ctx.config.db.type),
    lines: new StocktakeLineQueries(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    categories: categoryService(deps),
    retail,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  };
  const service = new StocktakeService(parts);
  stocktakeRoutes(
    app,
    {
      service,
      start: new StocktakeStart(parts),
      counting: new StocktakeCounting(parts, service),
      posting: new StocktakePosting(parts, service),
    },
    ctx.config.timeZone,
  );
}
