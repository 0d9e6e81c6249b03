import type { ModuleDeps } from '../../module.ts';
import { MenuRepository } from './repository.ts';
import { menuRoutes } from './routes.ts';
import { MenuService } from './service.ts';

export function registerMenuModule({ app, ctx, identity, audit }: ModuleDeps): void {
  const repo = new MenuRepository(ctx.db, ctx.config.db.type);
  const service = new MenuService(repo, identity, ctx.cache, audit, ctx.ids, ctx.config.timeZone);
  menuRoutes(app, service, ctx.config.timeZone);
}
