import type { ModuleDeps } from '../../module.ts';
import { constRoutes } from './routes.ts';

/** Constant groups: /api/sysConst/list and /api/sysConst/data/{typeName}. */
export function registerConstModule({ app, ctx }: ModuleDeps): void {
  constRoutes(app, ctx.config.timeZone);
}
