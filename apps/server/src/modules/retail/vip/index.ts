import type { ModuleDeps } from '../../module.ts';
import { installXlsxParser } from '../../../platform/http/xlsx-route.ts';
import { VipImporter } from './import.ts';
import { VipRepository } from './repository.ts';
import { vipRoutes } from './routes.ts';
import { VipService } from './service.ts';
import { TopUpSlipService } from './top-up-slip.ts';

export function vipService({ ctx, audit, retail }: ModuleDeps): VipService {
  return new VipService({
    db: ctx.db,
    ids: ctx.ids,
    repo: new VipRepository(ctx.db, ctx.config.db.type),
    retail,
    audit,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
}

/** Members: master data, lookup for the till, top-up and its slip, balance history and the member's goods ranking. */
export function registerVipModule(deps: ModuleDeps): void {
  const { app, ctx } = deps;
  const service = vipService(deps);
  installXlsxParser(app, ctx.config.bodyLimit);
  const slips = new TopUpSlipService({
    repo: new VipRepository(ctx.db, ctx.config.db.type),
    retail: deps.retail,
    timeZone: ctx.config.timeZone,
  });
  vipRoutes(app, service, new VipImporter(service), slips, ctx.config.timeZone);
}
