import { LocalFileStorage } from '../../../platform/storage/local-storage.ts';
import { S3StorageSource } from '../../../plugins/storage-s3/source.ts';
import type { ModuleDeps } from '../../module.ts';
import { FileLinks } from './links.ts';
import { FileRepository } from './repository.ts';
import { fileRoutes } from './routes.ts';
import { FileService } from './service.ts';
import { PluginStorageRouter } from './storage-router.ts';

/**
 * Uploaded files of a tenant, stored behind the FileStorage interface: on the local disk under DATA_DIR/uploads,
 * or in the S3-compatible bucket of the `storage-s3` plugin while it is on.
 */
export function registerFileModule({ app, ctx, audit, identity, plugins }: ModuleDeps): void {
  const s3 = new S3StorageSource(plugins);
  app.addHook('onClose', async () => s3.close());
  const service = new FileService({
    repo: new FileRepository(ctx.db, ctx.config.db.type),
    storages: new PluginStorageRouter(new LocalFileStorage(ctx.config.dataDir), s3),
    links: new FileLinks(ctx.config.jwtSecret),
    log: app.log,
    audit,
    accessCache: identity.accessCache,
    ids: ctx.ids,
    timeZone: ctx.config.timeZone,
    maxPageSize: ctx.config.pageSizeMax,
  });
  fileRoutes(app, service, { timeZone: ctx.config.timeZone, maxUploadBytes: ctx.config.uploadMaxBytes });
}
