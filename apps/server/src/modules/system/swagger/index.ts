import type { ModuleDeps } from '../../module.ts';
import { swaggerAuthRoutes } from './routes.ts';

/** The sign-in in front of the API docs at /swagger. */
export function registerSwaggerModule({ app, ctx, identity }: ModuleDeps): void {
  swaggerAuthRoutes(app, { identity, timeZone: ctx.config.timeZone });
}
