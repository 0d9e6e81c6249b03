import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { type Principal, principalOf } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { timeRange } from '../../../platform/http/time-range.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { checkFileName, readUpload, type Upload } from '../../../platform/storage/upload.ts';
import type { AccessCache } from '../access/invalidation.ts';
import type { FileLinks } from './links.ts';
import type { FileRepository, FileRow } from './repository.ts';
import type { FileCategory, FileOutput, FilePageInput, FileRenameInput } from './schemas.ts';

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
  storage: FileStorage;
  links: FileLinks;
  audit: AuditLog;
  accessCache: AccessCache;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
  maxBytes: number;
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

  private async store(request: FastifyRequest, upload: Upload, category: FileCategory): Promise<FileRow> {
    const caller = principalOf(request);
    const { repo, storage, ids } = this.deps;
    const id = ids.next();
    const now = new Date();
    const day = formatTime(now.getTime(), this.deps.timeZone).slice(0, 10).replaceAll('-', '/');
    const key = `${category}/${day}/${id}.${upload.suffix}`;
    await storage.put(key, upload.data);
    try {
      await repo.insert({
        id,
        tenantId: caller.tenantId,
        provider: storage.provider,
        bucketName: storage.bucket,
        fileName: upload.baseName,
        suffix: `.${upload.suffix}`,
        filePath: key,
        contentType: upload.type.mime,
        sizeBytes: upload.data.length,
        fileHash: createHash('sha256').update(upload.data).digest('hex'),
        category,
        ...auditInsert(caller, now.getTime()),
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    const row = await repo.findById(caller.tenantId, id);
    if (!row) throw notFound();
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'insert',
      after: snapshot(row),
    });
    return row;
  }

  async upload(request: FastifyRequest): Promise<FileOutput> {
    const upload = await readUpload(request, this.deps.maxBytes);
    return this.toOutput(await this.store(request, upload, 'file'));
  }

  /** The caller's avatar or signature image; the image it replaces is removed. */
  async uploadOwnImage(request: FastifyRequest, field: 'avatar' | 'signature'): Promise<FileOutput> {
    const caller = principalOf(request);
    const upload = await readUpload(request, this.deps.maxBytes, { imagesOnly: true });
    const row = await this.store(request, upload, field);
    const output = this.toOutput(row);
    const previous = await this.deps.repo.setOwnImage(caller.tenantId, caller.userId, field, output.url);
    await this.deps.accessCache.userChanged(caller.userId);
    const previousId = this.deps.links.idOf(previous);
    if (previousId !== undefined && previousId !== row.id) await this.removeFile(request, previousId, true);
    return output;
  }

  async rename(request: FastifyRequest, input: FileRenameInput): Promise<void> {
    const caller = principalOf(request);
    const current = await this.deps.repo.findById(caller.tenantId, input.id);
    if (!current) throw notFound();
    const fileName = checkFileName(input.fileName);
    if (!(await this.deps.repo.rename(caller.tenantId, input.id, fileName, auditUpdate(caller))))
      throw notFound();
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: input.id,
      type: 'update',
      before: { fileName: current.fileName },
      after: { fileName },
    });
  }

  async delete(request: FastifyRequest, id: number): Promise<void> {
    await this.removeFile(request, id, false);
  }

  private async removeFile(request: FastifyRequest, id: number, quiet: boolean): Promise<void> {
    const caller = principalOf(request);
    const current = await this.deps.repo.findById(caller.tenantId, id);
    if (!current) {
      if (quiet) return;
      throw notFound();
    }
    if (!(await this.deps.repo.remove(caller.tenantId, id)) && !quiet) throw notFound();
    await this.deps.storage.delete(current.filePath);
    recordDiff(this.deps.audit, actorOf(request), {
      table: TABLE,
      rowId: id,
      type: 'delete',
      before: snapshot(current),
    });
  }

  /** Streams a file of the caller's tenant as a download. */
  async download(request: FastifyRequest, reply: FastifyReply, id: number): Promise<FastifyReply> {
    const row = await this.deps.repo.findById(principalOf(request).tenantId, id);
    if (!row) throw notFound();
    return this.send(reply, row, 'attachment');
  }

  /** Images and PDF inline, for the preview of the files screen. */
  async preview(request: FastifyRequest, reply: FastifyReply, id: number): Promise<FastifyReply> {
    const row = await this.deps.repo.findById(principalOf(request).tenantId, id);
    if (!row) throw notFound();
    if (!INLINE_TYPES.test(row.contentType)) throw new AppError(400, 'file.noPreview');
    return this.send(reply, row, 'inline');
  }

  /** A signed link's content (avatars, signatures, images in notices). */
  async content(reply: FastifyReply, id: number, token: string): Promise<FastifyReply> {
    if (!this.deps.links.verify(id, token)) throw notFound();
    const row = await this.deps.repo.findAnyById(id);
    if (!row) throw notFound();
    return this.send(reply, row, INLINE_TYPES.test(row.contentType) ? 'inline' : 'attachment');
  }

  private async send(
    reply: FastifyReply,
    row: FileRow,
    kind: 'attachment' | 'inline',
  ): Promise<FastifyReply> {
    let stream;
    try {
      stream = await this.deps.storage.stream(row.filePath);
    } catch {
      throw new AppError(404, 'file.contentMissing');
    }
    // a PDF needs the browser's viewer; everything else is shown with nothing allowed to run
    if (row.contentType !== 'application/pdf') reply.header('content-security-policy', "default-src 'none'");
    return reply
      .header('content-disposition', contentDisposition(kind, `${row.fileName}${row.suffix}`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .header('content-length', String(row.sizeBytes))
      .type(kind === 'attachment' ? 'application/octet-stream' : row.contentType)
      .send(stream);
  }
}
