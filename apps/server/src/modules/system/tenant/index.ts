import type { ModuleDeps } from '../../module.ts';
import { SysTenantRepository } from './repository.ts';
import { tenantRoutes } from './routes.ts';
import { TenantService } from './service.ts';

export function registerTenantModule({ app, ctx, identity, audit }: ModuleDeps): void {
  const repo = new SysTenantRepository(ctx.db, ctx.config.db.type);
  const service = new TenantService(
    repo,
    identity,
    audit,
    ctx.ids,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  tenantRoutes(app, service, ctx.config.timeZone);
}
