import type { Insertable, Selectable } from 'kysely';
import type { BackupPageInput } from '@retail/contracts/api/system/backup';
import type { SysBackupTable } from '../../../db/schema-jobs.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { timeRange } from '../../../platform/http/time-range.ts';

export type BackupRow = Selectable<SysBackupTable>;
export type NewBackupRow = Insertable<SysBackupTable>;
export type BackupFinish = Pick<
  BackupRow,
  'sizeBytes' | 'sha256' | 'tableCount' | 'rowCount' | 'fileCount' | 'tablesJson' | 'schemaVersion' | 'dbType'
>;

/** A running backup whose progress has not moved for this long died with its process. */
const STALE_MS = 120_000;

/**
 * sys_backup: one row per archive in the backup folder. A platform table (no tenant) whose rows are deleted with
 * their file, not soft-deleted: a row without its file would only mislead.
 */
export class BackupRepository {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  async page(input: BackupPageInput): Promise<PageResult<BackupRow>> {
    await this.failStale(Date.now());
    let query = this.db.selectFrom('sysBackup').selectAll();
    if (input.status) query = query.where('status', '=', input.status);
    if (input.scope) query = query.where('scope', '=', input.scope);
    if (input.trigger) query = query.where('origin', '=', input.trigger);
    const { from, to } = timeRange(input, this.timeZone);
    if (from !== undefined) query = query.where('startedTime', '>=', from);
    if (to !== undefined) query = query.where('startedTime', '<=', to);
    return paginate(query, input, {
      sortable: {
        startedTime: 'startedTime',
        sizeBytes: 'sizeBytes',
        fileName: 'fileName',
        status: 'status',
      },
      defaultSort: [['startedTime', 'desc']],
      tiebreaker: 'id',
      maxPageSize: this.maxPageSize,
    });
  }

  byId(id: number): Promise<BackupRow | undefined> {
    return this.db.selectFrom('sysBackup').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: NewBackupRow): Promise<void> {
    await this.db.insertInto('sysBackup').values(row).execute();
  }

  async progress(id: number, progress: number): Promise<void> {
    await this.db
      .updateTable('sysBackup')
      .set({ progress, updateTime: Date.now() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  async succeeded(id: number, finish: BackupFinish): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('sysBackup')
      .set({ ...finish, status: 'succeeded', progress: 100, finishedTime: now, updateTime: now })
      .where('id', '=', id)
      .execute();
  }

  async failed(id: number, error: string): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('sysBackup')
      .set({ status: 'failed', error: error.slice(0, 500), finishedTime: now, updateTime: now })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sysBackup').where('id', '=', id).execute();
  }

  /** Succeeded archives of these origins, newest first (retention). */
  ofOrigins(origins: readonly string[]): Promise<BackupRow[]> {
    return this.db
      .selectFrom('sysBackup')
      .selectAll()
      .where('origin', 'in', origins)
      .where('status', '=', 'succeeded')
      .orderBy('startedTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Running rows whose progress stopped moving (their process was killed) are marked failed. */
  async failStale(now: number): Promise<void> {
    await this.db
      .updateTable('sysBackup')
      .set({
        status: 'failed',
        error: 'interrupted: the process stopped',
        finishedTime: now,
        updateTime: now,
      })
      .where('status', '=', 'running')
      .where((eb) => eb(eb.fn.coalesce('updateTime', 'startedTime'), '<', now - STALE_MS))
      .execute();
  }
}
