import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type {
  BackupAddInput,
  BackupPageInput,
  BackupRestoreInput,
  BackupVerifyOutput,
} from '@retail/contracts/api/system/backup';
import { BACKUP_SUFFIX } from '@retail/contracts/api/system/backup';
import { keepAs } from '../../../platform/backup/archive-upload.ts';
import { totalRows } from '../../../platform/backup/manifest.ts';
import { checkSchemaVersion, openArchive, verifyEntries } from '../../../platform/backup/verify.ts';
import type { AppContext } from '../../../platform/context.ts';
import { migrationNames } from '../../../platform/db/migrate.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { verifyPassword } from '../../../platform/security/password.ts';
import type { CredentialService } from '../auth/credentials.ts';
import type { BackupRunner } from './backup-runner.ts';
import { backupDetailOutput, backupOutput } from './outputs.ts';
import type { BackupRepository, BackupRow } from './repository.ts';
import type { RestoreService } from './restore-service.ts';

export interface BackupServiceDeps {
  ctx: AppContext;
  repo: BackupRepository;
  runner: BackupRunner;
  restore: RestoreService;
  credentials: CredentialService;
}

/** The backup screen's calls: the list, taking, downloading, checking, uploading, deleting and restoring archives. */
export class BackupService {
  constructor(private readonly deps: BackupServiceDeps) {}

  private get timeZone(): string {
    return this.deps.ctx.config.timeZone;
  }

  async page(input: BackupPageInput) {
    const page = await this.deps.repo.page(input);
    return { ...page, items: page.items.map((row) => backupOutput(row, this.timeZone)) };
  }

  async detail(id: number) {
    return backupDetailOutput(await this.row(id), this.timeZone);
  }

  async add(actor: Actor, input: BackupAddInput): Promise<{ id: number }> {
    const { id } = await this.deps.runner.start({
      scope: input.scope,
      tenantId: input.tenantId ?? null,
      includeFiles: input.includeFiles,
      remark: input.remark ?? null,
      origin: 'manual',
      user: { userId: actor.userId, realName: actor.realName },
    });
    return { id };
  }

  async download(id: number): Promise<{ fileName: string; sizeBytes: number; stream: Readable }> {
    const row = await this.finished(id);
    return { fileName: row.fileName, sizeBytes: row.sizeBytes, stream: createReadStream(this.pathOf(row)) };
  }

  async verify(id: number, lang: Language): Promise<BackupVerifyOutput> {
    const row = await this.finished(id);
    const base = {
      scope: row.scope as BackupVerifyOutput['scope'],
      dbType: row.dbType,
      schemaVersion: row.schemaVersion,
      currentSchemaVersion: migrationNames[migrationNames.length - 1] ?? '',
      createdTime: formatTime(row.startedTime, this.timeZone),
      tableCount: row.tableCount,
      rowCount: row.rowCount,
      fileCount: row.fileCount,
      tables: backupDetailOutput(row, this.timeZone).tables,
    };
    try {
      const archive = await openArchive(this.pathOf(row));
      await verifyEntries(archive);
      checkSchemaVersion(archive.manifest.schemaVersion, migrationNames);
      return { ...base, ok: true, problem: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { ...base, ok: false, problem: error.textIn(lang) };
    }
  }

  async delete(id: number): Promise<void> {
    const row = await this.row(id);
    if (row.status === 'running') throw new AppError(409, 'backup.notReady');
    await rm(this.pathOf(row), { force: true });
    await this.deps.repo.delete(id);
  }

  /**
   * An archive from elsewhere: `receive` streams it to a temporary path in the backup folder (at most the upload
   * limit); it is kept only when every entry checks out.
   */
  async upload(
    actor: Actor,
    receive: (dir: string, maxBytes: number, id: number) => Promise<{ path: string }>,
  ) {
    const { ctx, repo } = this.deps;
    const id = ctx.ids.next();
    const { dir, uploadMaxBytes } = ctx.config.backup;
    const { path } = await receive(dir, uploadMaxBytes, id);
    try {
      const archive = await openArchive(path);
      await verifyEntries(archive);
      const { manifest } = archive;
      const now = Date.now();
      const stamp = formatTime(now, this.timeZone).replace(/[-:]/g, '').replace(' ', '-');
      const fileName = `upload-${stamp}-${id.toString(36).slice(-4)}${BACKUP_SUFFIX}`;
      await keepAs(path, join(dir, fileName));
      await repo.insert({
        id,
        fileName,
        scope: manifest.scope,
        targetTenantId: manifest.tenantId,
        tenantName: manifest.tenantName,
        includeFiles: manifest.files.length > 0 ? 1 : 0,
        dbType: manifest.dbType,
        schemaVersion: manifest.schemaVersion,
        appVersion: manifest.appVersion,
        sizeBytes: archive.reader.sizeBytes,
        sha256: archive.reader.sha256,
        tableCount: manifest.tables.length,
        rowCount: totalRows(manifest),
        fileCount: manifest.files.length,
        status: 'succeeded',
        progress: 100,
        origin: 'upload',
        remark: null,
        startedTime: manifest.createdTime,
        finishedTime: now,
        tablesJson: JSON.stringify(manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }))),
        createTime: now,
        createUserId: actor.userId,
        createUserName: actor.realName,
        isDelete: 0,
      });
      return backupOutput((await repo.byId(id)) as BackupRow, this.timeZone);
    } finally {
      await rm(path, { force: true });
    }
  }

  /**
   * Checks the typed name and the operator's password, then starts the restore in the background (the wizard follows
   * `restoreStatus`); refusals found later are in that status.
   */
  async startRestore(actor: Actor, input: BackupRestoreInput): Promise<void> {
    const row = await this.finished(input.id);
    const name = row.fileName.slice(0, -BACKUP_SUFFIX.length);
    if (input.confirmText !== name) throw new AppError(400, 'backup.confirmMismatch', { name });
    await this.checkPassword(actor, input.password);
    if (row.scope === 'tenant' && !input.tenantName) throw new AppError(400, 'backup.tenantNameRequired');
    if (this.deps.restore.isRunning) throw new AppError(409, 'backup.restoreRunning');
    void this.deps.restore
      .restore(this.pathOf(row), {
        tenantName: input.tenantName ?? null,
        accountPrefix: input.accountPrefix ?? null,
        user: { userId: actor.userId, realName: actor.realName },
      })
      .catch(() => {}); // kept in the restore status
  }

  private async checkPassword(actor: Actor, password: string): Promise<void> {
    const user = await this.deps.ctx.db
      .selectFrom('sysUser')
      .select(['account', 'password'])
      .where('id', '=', actor.userId)
      .where('tenantId', '=', actor.tenantId)
      .executeTakeFirst();
    if (!user) throw new AppError(401, 'http.unauthorized');
    // counted like a sign-in, so this is no way around the account lock
    const checked = await this.deps.credentials.check(user.account, () =>
      verifyPassword(user.password, password),
    );
    if (!checked.ok) throw new AppError(400, 'backup.passwordWrong');
  }

  private pathOf(row: BackupRow): string {
    return this.deps.runner.pathOf(row.fileName);
  }

  private async row(id: number): Promise<BackupRow> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw notFound();
    return row;
  }

  private async finished(id: number): Promise<BackupRow> {
    const row = await this.row(id);
    if (row.status !== 'succeeded') throw new AppError(409, 'backup.notReady');
    return row;
  }
}
