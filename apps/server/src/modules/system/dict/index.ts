import type { ModuleDeps } from '../module.ts';
import { DictRepository } from './repository.ts';
import { dictRoutes } from './routes.ts';
import { DictService } from './service.ts';

/** Dictionary types and items: /api/sysDictType/* and /api/sysDictData/*. */
export function registerDictModule({ app, ctx, audit }: ModuleDeps): DictService {
  const service = new DictService(
    new DictRepository(ctx.db, ctx.config.db.type),
    ctx.cache,
    ctx.ids,
    audit,
    ctx.config.timeZone,
    ctx.config.pageSizeMax,
  );
  dictRoutes(app, service, ctx.config.timeZone);
  return service;
}
