import type { ModuleDeps } from '../../module.ts';
import { PluginRepository } from './repository.ts';
import { pluginRoutes } from './routes.ts';
import { PluginService } from './service.ts';

/** The plugins screen (/api/sysPlugin/*): which built-in plugin is on for which tenant, with what config. */
export function registerPluginModule({ app, ctx, audit, plugins }: ModuleDeps): void {
  const service = new PluginService({
    runtime: plugins,
    repo: new PluginRepository(ctx.db),
    secrets: ctx.secrets,
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  pluginRoutes(app, service, ctx.config.timeZone);
}
