import type { ModuleDeps } from '../../module.ts';
import { openAccessRoutes } from './routes.ts';
import { OpenAccessService } from './service.ts';

/** API keys of third parties (/api/sysOpenAccess/*) and the ping of a signed call (/api/openApi/ping). */
export function registerOpenAccessModule({ app, ctx, audit, identity, routes }: ModuleDeps): void {
  const { repo, keys } = identity.openAccess;
  const service = new OpenAccessService({
    repo,
    keys,
    secrets: ctx.secrets,
    principals: identity.principals,
    permissions: identity.permissions,
    audit,
    ids: ctx.ids,
    routes,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  openAccessRoutes(app, service, ctx.config.timeZone);
}
