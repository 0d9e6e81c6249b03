import type { ModuleDeps } from '../../module.ts';
import { PrintDefaultCache } from './default-cache.ts';
import { PrintRepository } from './repository.ts';
import { printRoutes } from './routes.ts';
import { PrintService } from './service.ts';

/** Print templates of a tenant (/api/sysPrint/*): the designer's rows and the default each print button uses. */
export function registerPrintModule({ app, ctx, audit }: ModuleDeps): void {
  const cache = new PrintDefaultCache(ctx.cache);
  // the seed may have given tenants defaults since a running release cached its answers (shared in Redis)
  app.addHook('onReady', () => cache.forgetAll());
  const service = new PrintService({
    repo: new PrintRepository(ctx.db, ctx.config.db.type),
    cache,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  printRoutes(app, service, ctx.config.timeZone);
}
