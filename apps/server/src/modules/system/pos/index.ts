import type { ModuleDeps } from '../../module.ts';
import { PosRepository } from './repository.ts';
import { posRoutes } from './routes.ts';
import { PosService } from './service.ts';

/** Positions (job titles) of a tenant. */
export function registerPosModule({ app, ctx, audit, identity }: ModuleDeps): void {
  const service = new PosService(
    new PosRepository(ctx.db, ctx.config.db.type),
    audit,
    identity.accessCache,
    ctx.ids,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  posRoutes(app, service, ctx.config.timeZone);
}
