import type { ModuleDeps } from '../../module.ts';
import { OrgRepository } from './repository.ts';
import { orgRoutes } from './routes.ts';
import { OrgService } from './service.ts';

/** Organisations (/api/sysOrg): the tenant's org tree, limited by data scope. */
export function registerOrgModule({ app, ctx, identity, audit }: ModuleDeps): OrgService {
  const service = new OrgService({
    repo: new OrgRepository(ctx.db, ctx.config.db.type),
    identity,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
  });
  orgRoutes(app, service, ctx.config.timeZone);
  return service;
}
