import type { ModuleDeps } from '../../module.ts';
import { RoleRepository } from './repository.ts';
import { roleRoutes } from './routes.ts';
import { RoleService } from './service.ts';

/** Roles (/api/sysRole): menus and data scope granted to a tenant's users. */
export function registerRoleModule({ app, ctx, identity, audit }: ModuleDeps): RoleService {
  const service = new RoleService({
    repo: new RoleRepository(ctx.db, ctx.config.db.type),
    identity,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  roleRoutes(app, service, ctx.config.timeZone);
  return service;
}
