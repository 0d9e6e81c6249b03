import type { ModuleDeps } from '../../module.ts';
import { ServerInfo } from './info.ts';
import { serverRoutes } from './routes.ts';

/** Server information for the platform administrator. */
export function registerServerModule({ app, ctx }: ModuleDeps): void {
  const info = new ServerInfo(
    ctx.db,
    ctx.config.db.type,
    ctx.config.dataDir,
    ctx.config.version,
    ctx.cache.kind,
  );
  serverRoutes(app, info, ctx.config.timeZone);
}
