import { LocalFileStorage } from '../../../platform/storage/local-storage.ts';
import type { ModuleDeps } from '../../module.ts';
import { FileLinks } from './links.ts';
import { FileRepository } from './repository.ts';
import { fileRoutes } from './routes.ts';
import { FileService } from './service.ts';

/** Uploaded files of a tenant, stored behind the FileStorage interface (local disk under DATA_DIR/uploads). */
export function registerFileModule({ app, ctx, audit, identity }: ModuleDeps): void {
  const service = new FileService({
    repo: new FileRepository(ctx.db, ctx.config.db.type),
    storage: new LocalFileStorage(ctx.config.dataDir),
    links: new FileLinks(ctx.config.jwtSecret),
    audit,
    accessCache: identity.accessCache,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  fileRoutes(app, service, { timeZone: ctx.config.timeZone, maxUploadBytes: ctx.config.uploadMaxBytes });
}
