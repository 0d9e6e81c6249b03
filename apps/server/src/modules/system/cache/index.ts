import type { ModuleDeps } from '../../module.ts';
import { cacheRoutes } from './routes.ts';

/** Cache keys and values for the platform administrator. */
export function registerCacheModule({ app, ctx }: ModuleDeps): void {
  cacheRoutes(app, ctx.cache, ctx.config.timeZone);
}
