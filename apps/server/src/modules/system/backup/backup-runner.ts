import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_SUFFIX, type BackupScope, type BackupTrigger } from '@retail/contracts/api/system/backup';
import type { AppContext } from '../../../platform/context.ts';
import { exportArchive } from '../../../platform/backup/exporter.ts';
import type { DatabaseTarget } from '../../../platform/backup/snapshot.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { BackupRepository, BackupRow } from './repository.ts';

export interface BackupOrder {
  scope: BackupScope;
  tenantId?: number | null;
  includeFiles: boolean;
  remark?: string | null;
  origin: BackupTrigger;
  /** who asked (null: the scheduler or the command line) */
  user: { userId: number; realName: string } | null;
}

const PROGRESS_EVERY_MS = 1000;

/** Takes backups: a row that says `running` with its progress, then the archive, then the row's outcome. */
export class BackupRunner {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: BackupRepository,
    private readonly target: DatabaseTarget,
    private readonly files: FileStorage,
  ) {}

  /** Starts a backup; `done` settles when the archive is written (the row then says how it went). */
  async start(order: BackupOrder): Promise<{ id: number; done: Promise<BackupRow> }> {
    const { ctx } = this;
    const tenant = order.scope === 'tenant' ? await this.tenantOf(order.tenantId ?? 0) : null;
    const now = Date.now();
    const id = ctx.ids.next();
    const stamp = formatTime(now, ctx.config.timeZone).replace(/[-:]/g, '').replace(' ', '-');
    const fileName = `${tenant ? `tenant${tenant.id}` : 'system'}-${stamp}-${randomBytes(2).toString('hex')}${BACKUP_SUFFIX}`;
    await this.repo.insert({
      id,
      fileName,
      scope: order.scope,
      targetTenantId: tenant?.id ?? null,
      tenantName: tenant?.name ?? null,
      includeFiles: order.includeFiles ? 1 : 0,
      dbType: this.target.type,
      schemaVersion: '',
      appVersion: ctx.config.version,
      status: 'running',
      progress: 0,
      sizeBytes: 0,
      tableCount: 0,
      rowCount: 0,
      fileCount: 0,
      origin: order.origin,
      remark: order.remark ?? null,
      startedTime: now,
      createTime: now,
      createUserId: order.user?.userId ?? null,
      createUserName: order.user?.realName ?? null,
      isDelete: 0,
    });
    const done = this.write(id, fileName, order, tenant, now);
    return { id, done };
  }

  /** Runs a backup to its end; throws when it failed. */
  async run(order: BackupOrder): Promise<BackupRow> {
    const row = await (await this.start(order)).done;
    if (row.status !== 'succeeded') throw new Error(`backup ${row.fileName} failed: ${row.error ?? ''}`);
    return row;
  }

  pathOf(fileName: string): string {
    return join(this.ctx.config.backup.dir, fileName);
  }

  private async write(
    id: number,
    fileName: string,
    order: BackupOrder,
    tenant: { id: number; name: string } | null,
    createdTime: number,
  ): Promise<BackupRow> {
    let reported = 0;
    try {
      await mkdir(this.ctx.config.backup.dir, { recursive: true });
      const { manifest, sizeBytes, sha256 } = await exportArchive(this.target, this.pathOf(fileName), {
        scope: order.scope,
        tenantId: tenant?.id ?? null,
        tenantName: tenant?.name ?? null,
        files: order.includeFiles ? this.files : null,
        appVersion: this.ctx.config.version,
        createdTime,
        onProgress: (fraction) => {
          if (Date.now() - reported < PROGRESS_EVERY_MS) return;
          reported = Date.now();
          void this.repo.progress(id, Math.min(99, Math.floor(fraction * 100))).catch(() => {});
        },
      });
      await this.repo.succeeded(id, {
        sizeBytes,
        sha256,
        schemaVersion: manifest.schemaVersion,
        dbType: manifest.dbType,
        tableCount: manifest.tables.length,
        rowCount: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        fileCount: manifest.files.length,
        tablesJson: JSON.stringify(manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }))),
      });
    } catch (error) {
      await this.repo.failed(id, error instanceof Error ? error.message : String(error));
    }
    return (await this.repo.byId(id)) as BackupRow;
  }

  private async tenantOf(tenantId: number): Promise<{ id: number; name: string }> {
    const row = await this.ctx.db
      .selectFrom('sysTenant')
      .select(['id', 'name'])
      .where('id', '=', tenantId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }
}
