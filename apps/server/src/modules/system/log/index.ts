import type { ModuleDeps } from '../../module.ts';
import { logKinds } from './kinds.ts';
import { LogRepository } from './repository.ts';
import { logRoutes } from './routes.ts';
import { LogService } from './service.ts';

/** Visit, operation, exception and difference logs: page, detail, Excel export, clear. */
export function registerLogModule({ app, ctx }: ModuleDeps): void {
  const service = new LogService(
    new LogRepository(ctx.db, ctx.config.db.type),
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  for (const kind of logKinds) logRoutes(app, kind, service, ctx.config.timeZone);
}
