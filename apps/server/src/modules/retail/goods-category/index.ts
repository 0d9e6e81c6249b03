import type { ModuleDeps } from '../../module.ts';
import { CategoryRepository } from './repository.ts';
import { categoryRoutes } from './routes.ts';
import { CategoryService } from './service.ts';

export function categoryService({ ctx, audit }: ModuleDeps): CategoryService {
  return new CategoryService(new CategoryRepository(ctx.db), audit, ctx.ids, ctx.config.timeZone);
}

/** Goods categories (a tree per tenant). */
export function registerGoodsCategoryModule(deps: ModuleDeps): void {
  categoryRoutes(deps.app, categoryService(deps), deps.ctx.config.timeZone);
}
