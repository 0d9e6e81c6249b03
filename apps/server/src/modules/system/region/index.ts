import type { ModuleDeps } from '../../module.ts';
import { RegionRepository } from './repository.ts';
import { regionRoutes } from './routes.ts';
import { RegionService } from './service.ts';

/** Administrative regions (platform-wide tree; China's divisions are seeded). */
export function registerRegionModule({ app, ctx, audit }: ModuleDeps): void {
  const service = new RegionService(
    new RegionRepository(ctx.db, ctx.config.db.type),
    audit,
    ctx.ids,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  regionRoutes(app, service, { timeZone: ctx.config.timeZone, maxUploadBytes: ctx.config.uploadMaxBytes });
}
