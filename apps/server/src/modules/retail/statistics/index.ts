import { categoryService } from '../goods-category/index.ts';
import type { ModuleDeps } from '../../module.ts';
import { StatisticsRepository } from './repository.ts';
import { statisticsRoutes } from './routes.ts';
import { StatisticsService } from './service.ts';

/** Sales reports: summary, per goods, per category, goods and member rankings. */
export function registerStatisticsModule(deps: ModuleDeps): void {
  const { app, ctx, identity, retail } = deps;
  const service = new StatisticsService(
    new StatisticsRepository(ctx.db, ctx.config.db.type),
    identity.scopes,
    retail.locations,
    categoryService(deps),
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  statisticsRoutes(app, service, ctx.config.timeZone);
}
