import type { ModuleDeps } from '../../module.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and database reachability, for load balancers and monitoring. */
export function registerHealthModule({ app, ctx }: ModuleDeps): void {
  const { config } = ctx;
  healthRoutes(app, {
    db: ctx.db,
    dbType: config.db.type,
    version: config.version,
    timeZone: config.timeZone,
  });
}
