import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import { ContentMissing, type FileStorage } from '../../../platform/storage/file-storage.ts';
import { checkFileName, type Upload } from '../../../platform/storage/upload.ts';
import type { AccessCache } from '../access/invalidation.ts';
import type { FileLinks } from './links.ts';
import type { FileRepository, FileRow } from './repository.ts';
import type { StorageRouter } from './storage-router.ts';
import type {
  FileCategory,
  FileOutput,
  FilePageInput,
  FileRenameInput,
} from '@retail/contracts/api/system/file';

const TABLE = 'sys_file';
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|bmp)|application\/pdf)$/;

const snapshot = (row: FileRow) => ({
  fileName: row.fileName,
  suffix: row.suffix,
  sizeBytes: row.sizeBytes,
  category: row.category,
  filePath: row.filePath,
});

export interface FileServiceDeps {
  repo: FileRepository;
  storages: StorageRouter;
  links: FileLinks;
  /** storage failures: the caller gets a plain 503, the reason goes here */
  log: Logger;
  audit: AuditLog;
  accessCache: AccessCache;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/** A stored file's content and what its answer says about it. */
export interface FileContent {
  stream: Readable;
  /** the name with its suffix */
  fileName: string;
  contentType: string;
  sizeBytes: number;
  disposition: 'attachment' | 'inline';
}

/** Files of the caller's tenant: uploads checked before anything is stored, downloads with safe names. */
export class FileService {
  constructor(private readonly deps: FileServiceDeps) {}

  private toOutput(row: FileRow): FileOutput {
    const { timeZone, links } = this.deps;
    return {
      id: row.id,
      fileName: row.fileName,
      suffix: row.suffix,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      sizeKb: Math.ceil(row.sizeBytes / 1024),
      category: row.category,
      provider: row.provider,
      bucketName: row.bucketName,
      url: links.url(row.id),
      previewable: INLINE_TYPES.test(row.contentType),
      createTime: formatTime(row.createTime, timeZone),
      createUserName: row.createUserName,
      updateTime: formatNullableTime(row.updateTime, timeZone),
    };
  }

  async page(caller: Principal, input: FilePageInput): Promise<PageResult<FileOutput>> {
    const range = timeRange(input, this.deps.timeZone);
    const page = await this.deps.repo.page(caller.tenantId, input, range, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  private async store(actor: Actor, upload: Upload, category: FileCategory): Promise<FileRow> {
    const { repo, ids } = this.deps;
    const storage = await this.deps.storages.forUpload();
    const id = ids.next();
    const now = new Date();
    const day = formatTime(now.getTime(), this.deps.timeZone).slice(0, 10).replaceAll('-', '/');
    const key = `${category}/${day}/${id}.${upload.suffix}`;
    await storage.put(key, upload.data).catch((error: unknown) => {
      throw this.storageFailed(error, storage, key);
    });
    try {
      await repo.insert({
        id,
        tenantId: actor.tenantId,
        provider: storage.provider,
        bucketName: storage.bucket,
        fileName: upload.baseName,
        suffix: `.${upload.suffix}`,
        filePath: key,
        contentType: upload.type.mime,
        sizeBytes: upload.data.length,
        fileHash: createHash('sha256').update(upload.data).digest('hex'),
        category,
        ...auditInsert(actor, now.getTime()),
      });
    } catch (error) {
      await this.deleteContent(storage, key);
      throw error;
    }
    const row = await repo.findById(actor.tenantId, id);
    if (!row) throw notFound();
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'insert',
      after: snapshot(row),
    });
    return row;
  }

  async upload(actor: Actor, upload: Upload): Promise<FileOutput> {
    return this.toOutput(await this.store(actor, upload, 'file'));
  }

  /** The caller's avatar or signature image (an upload read with `imagesOnly`); the image it replaces is removed. */
  async uploadOwnImage(actor: Actor, upload: Upload, field: 'avatar' | 'signature'): Promise<FileOutput> {
    const row = await this.store(actor, upload, field);
    const output = this.toOutput(row);
    const previous = await this.deps.repo.setOwnImage(actor.tenantId, actor.userId, field, output.url);
    await this.deps.accessCache.userChanged(actor.userId);
    const previousId = this.deps.links.idOf(previous);
    if (previousId !== undefined && previousId !== row.id) await this.removeFile(actor, previousId, true);
    return output;
  }

  async rename(actor: Actor, input: FileRenameInput): Promise<void> {
    const current = await this.deps.repo.findById(actor.tenantId, input.id);
    if (!current) throw notFound();
    const fileName = checkFileName(input.fileName);
    if (!(await this.deps.repo.rename(actor.tenantId, input.id, fileName, auditUpdate(actor))))
      throw notFound();
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: input.id,
      type: 'update',
      before: { fileName: current.fileName },
      after: { fileName },
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.removeFile(actor, id, false);
  }

  private async removeFile(actor: Actor, id: number, quiet: boolean): Promise<void> {
    const current = await this.deps.repo.findById(actor.tenantId, id);
    if (!current) {
      if (quiet) return;
      throw notFound();
    }
    // a replaced avatar in a storage that is off stays where it is rather than failing the new upload
    const storage = await this.deps.storages.forFile(current).catch((error: unknown) => {
      if (quiet) return null;
      throw error;
    });
    if (!storage) return;
    if (!(await this.deps.repo.remove(actor.tenantId, id)) && !quiet) throw notFound();
    await this.deleteContent(storage, current.filePath);
    recordDiff(this.deps.audit, actor, {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }

  /** A file of the caller's tenant as a download. */
  async download(actor: Actor, id: number): Promise<FileContent> {
    const row = await this.deps.repo.findById(actor.tenantId, id);
    if (!row) throw notFound();
    return this.contentOf(row, 'attachment');
  }

  /** Images and PDF inline, for the preview of the files screen. */
  async preview(actor: Actor, id: number): Promise<FileContent> {
    const row = await this.deps.repo.findById(actor.tenantId, id);
    if (!row) throw notFound();
    if (!INLINE_TYPES.test(row.contentType)) throw new AppError(400, 'file.noPreview');
    return this.contentOf(row, 'inline');
  }

  /** A signed link's content (avatars, signatures, images in notices). */
  async content(id: number, token: string): Promise<FileContent> {
    if (!this.deps.links.verify(id, token)) throw notFound();
    const row = await this.deps.repo.findAnyById(id);
    if (!row) throw notFound();
    return this.contentOf(row, INLINE_TYPES.test(row.contentType) ? 'inline' : 'attachment');
  }

  private async contentOf(row: FileRow, disposition: FileContent['disposition']): Promise<FileContent> {
    const storage = await this.deps.storages.forFile(row);
    let stream;
    try {
      stream = await storage.stream(row.filePath);
    } catch (error) {
      if (error instanceof ContentMissing) throw new AppError(404, 'file.contentMissing');
      throw this.storageFailed(error, storage, row.filePath);
    }
    return {
      stream,
      fileName: `${row.fileName}${row.suffix}`,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      disposition,
    };
  }

  /** A store that failed (unreachable, refused): logged with its reason, answered as a plain 503. */
  private storageFailed(error: unknown, storage: FileStorage, key: string): AppError {
    this.deps.log.error(
      { err: error, storage: { provider: storage.provider, bucket: storage.bucket, key } },
      'file storage failed',
    );
    return new AppError(503, 'file.storageFailed');
  }

  /** Removes stored content whose row is gone; a failure leaves an orphan object, logged, not an error. */
  private async deleteContent(storage: FileStorage, key: string): Promise<void> {
    await storage.delete(key).catch((error: unknown) => {
      this.deps.log.error(
        { err: error, storage: { provider: storage.provider, bucket: storage.bucket, key } },
        'file content could not be deleted; the object is left in the storage',
      );
    });
  }
}
