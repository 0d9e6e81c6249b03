import type { ModuleDeps } from '../../module.ts';
import { onlineUserRoutes } from './routes.ts';
import { OnlineUserService } from './service.ts';

/** Live connections of the real-time hub and forcing users offline. */
export function registerOnlineUserModule({ app, ctx, identity, realtime }: ModuleDeps): void {
  const service = new OnlineUserService(
    ctx.db,
    realtime,
    identity.sessions,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  onlineUserRoutes(app, service, ctx.config.timeZone);
}
