import type { ModuleDeps } from '../../module.ts';
import { DictReadCache } from './read-cache.ts';
import { DictDataRepository, DictTypeRepository } from './repository.ts';
import { dictRoutes } from './routes.ts';
import { DictService } from './service.ts';

/** Dictionary types and items: /api/sysDictType/* and /api/sysDictData/*. */
export function registerDictModule({ app, ctx, audit }: ModuleDeps): DictService {
  const service = new DictService({
    types: new DictTypeRepository(ctx.db, ctx.config.db.type),
    data: new DictDataRepository(ctx.db, ctx.config.db.type),
    cache: new DictReadCache(ctx.cache),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  dictRoutes(app, service, ctx.config.timeZone);
  return service;
}
