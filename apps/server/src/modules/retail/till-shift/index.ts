import type { ModuleDeps } from '../../module.ts';
import { TillShiftRepository } from './repository.ts';
import { tillShiftRoutes } from './routes.ts';
import { TillShiftService } from './service.ts';

/** Till shifts: open with a float, paid-in/out, X report, close with the counted cash and the Z report. */
export function registerTillShiftModule({ app, ctx, identity }: ModuleDeps): void {
  const service = new TillShiftService({
    repo: new TillShiftRepository(ctx.db, ctx.config.db.type),
    scopes: identity.scopes,
    ids: ctx.ids,
    dbType: ctx.config.db.type,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  tillShiftRoutes(app, service, ctx.config.timeZone);
}
