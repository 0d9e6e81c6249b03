import type { ModuleDeps } from '../../module.ts';
import { configRoutes } from './routes.ts';

/** System parameters; the service is built before the modules, as sign-in and the operation log read it. */
export function registerConfigModule({ app, ctx, configs }: ModuleDeps): void {
  configRoutes(app, configs, ctx.config.timeZone);
}
