import { LocalFileStorage } from '../../../platform/storage/local-storage.ts';
import { S3StorageSource } from '../../../plugins/storage-s3/source.ts';
import type { ModuleDeps } from '../../module.ts';
import { FileLinks } from './links.ts';
import { FileRepository } from './repository.ts';
import { fileRoutes } from './routes.ts';
import { FileService } from './service.ts';
import { PluginStorageRouter } from './storage-router.ts';

/**
 * The file service, for the modules that store or read uploaded files (the files screen, a form's upload
 * fields); each keeps its own connection to the plugin's bucket, closed with the app.
 */
export function fileService({ app, ctx, audit, identity, plugins }: ModuleDeps): FileService {
  const s3 = new S3StorageSource(plugins);
  app.addHook('onClose', async () => s3.close());
  return new FileService({
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
}

/**
 * Uploaded files of a tenant, stored behind the FileStorage interface: on the local disk under DATA_DIR/uploads,
 * or in the S3-compatible bucket of the `storage-s3` plugin while it is on.
 */
export function registerFileModule(deps: ModuleDeps): void {
  const { app, ctx } = deps;
  fileRoutes(app, fileService(deps), {
    timeZone: ctx.config.timeZone,
    maxUploadBytes: ctx.config.uploadMaxBytes,
  });
}
