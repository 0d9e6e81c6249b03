import type { ModuleDeps } from '../../module.ts';
import { DictReadCache } from './read-cache.ts';
import { DictDataRepository, DictTypeRepository } from './repository.ts';
import { dictRoutes } from './routes.ts';
import { DictService } from './service.ts';

/** The dictionary service, for the modules that read dictionaries (its cached reads are shared by all). */
export function dictService({ ctx, audit }: Pick<ModuleDeps, 'ctx' | 'audit'>): DictService {
  return new DictService({
    types: new DictTypeRepository(ctx.db, ctx.config.db.type),
    data: new DictDataRepository(ctx.db, ctx.config.db.type),
    cache: new DictReadCache(ctx.cache),
    audit,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
}

/** Dictionary types and items: /api/sysDictType/* and /api/sysDictData/*. */
export function registerDictModule(deps: ModuleDeps): DictService {
  const service = dictService(deps);
  dictRoutes(deps.app, service, deps.ctx.config.timeZone);
  return service;
}
