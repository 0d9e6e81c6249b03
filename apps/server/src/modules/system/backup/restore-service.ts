import type { RestorePhase, RestoreStatusOutput } from '@retail/contracts/api/system/backup';
import type { AppContext } from '../../../platform/context.ts';
import { replaceAll } from '../../../platform/backup/importer.ts';
import type { MaintenanceLock } from '../../../platform/backup/maintenance-lock.ts';
import type { MaintenanceMode } from '../../../platform/backup/maintenance-mode.ts';
import { withMigratedArchive } from '../../../platform/backup/migrate-forward.ts';
import type { DatabaseTarget } from '../../../platform/backup/snapshot.ts';
import { importTenant } from '../../../platform/backup/tenant-import.ts';
import {
  checkSchemaVersion,
  type OpenedArchive,
  openArchive,
  verifyEntries,
} from '../../../platform/backup/verify.ts';
import { fileEntry } from '../../../platform/backup/manifest.ts';
import { migrationNames } from '../../../platform/db/migrate.ts';
import { formatNullableTime } from '../../../platform/db/time.ts';
import type { Trx } from '../../../platform/db/transaction.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { isMessageKey, type MessageParams, translateChecked } from '../../../platform/i18n/messages.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { balanceDrift, stockDrift } from '../../retail/ledger/ledger-drift.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { BackupRunner } from './backup-runner.ts';

const STATUS_KEY = 'backup:restore:status';
const STATUS_TTL_SECONDS = 3600;

interface RestoreState {
  phase: RestorePhase;
  progress: number;
  startedTime: number | null;
  finishedTime: number | null;
  /** why it failed: a message key with its params (shown in the reader's language), or a plain text */
  error: { key: string; params: MessageParams } | { text: string } | null;
}

export interface RestoreDeps {
  ctx: AppContext;
  target: DatabaseTarget;
  runner: BackupRunner;
  lock: MaintenanceLock;
  mode: MaintenanceMode;
  sessions: SessionService;
  files: FileStorage;
  /** inserts the seed rows a migrated-forward archive lacks */
  seed: () => Promise<void>;
  /** told of every change of phase or percent (the command line prints them) */
  onReport?: (phase: RestorePhase, progress: number) => void;
}

export interface RestoreOptions {
  /** a tenant archive becomes a new tenant of this name */
  tenantName?: string | null;
  accountPrefix?: string | null;
  user: { userId: number; realName: string } | null;
}

export type RestoreOutcome = { scope: 'system' } | { scope: 'tenant'; tenantId: number };

/**
 * Restores archives. A system archive: verify every entry, then under the restore lock (every instance answers 503)
 * wait for running calls, take a safety backup, replace every table in one transaction checked by the ledger
 * invariants, put back missing files, clear the cache and end every session. A tenant archive becomes a new tenant
 * beside the others, without maintenance. The state is kept here and in the shared cache for `status`.
 */
export class RestoreService {
  private state: RestoreState = {
    phase: 'idle',
    progress: 0,
    startedTime: null,
    finishedTime: null,
    error: null,
  };
  private running = false;

  constructor(private readonly deps: RestoreDeps) {}

  get isRunning(): boolean {
    return this.running;
  }

  async status(lang: Language): Promise<RestoreStatusOutput> {
    const shared = this.running
      ? this.state
      : ((await this.deps.ctx.cache.get<RestoreState>(STATUS_KEY)) ?? this.state);
    const { timeZone } = this.deps.ctx.config;
    return {
      active: this.deps.mode.active,
      phase: shared.phase,
      progress: shared.progress,
      startedTime: formatNullableTime(shared.startedTime, timeZone),
      finishedTime: formatNullableTime(shared.finishedTime, timeZone),
      error:
        shared.error === null
          ? null
          : 'text' in shared.error
            ? shared.error.text
            : errorText(shared.error, lang),
    };
  }

  /** Restores the archive at `path` to its end; refusals and failures are thrown (and kept in the status). */
  async restore(path: string, options: RestoreOptions): Promise<RestoreOutcome> {
    if (this.running) throw new AppError(409, 'backup.restoreRunning');
    this.running = true;
    await this.report({
      phase: 'verifying',
      progress: 0,
      startedTime: Date.now(),
      finishedTime: null,
      error: null,
    });
    try {
      const archive = await openArchive(path);
      await verifyEntries(archive);
      const version = checkSchemaVersion(archive.manifest.schemaVersion, migrationNames);
      const load = (work: (opened: OpenedArchive) => Promise<void>) =>
        version === 'same' ? work(archive) : withMigratedArchive(archive, this.deps.ctx.config.version, work);
      const outcome =
        archive.manifest.scope === 'tenant'
          ? await this.restoreTenant(archive, load, options)
          : await this.restoreSystem(archive, load, options, version === 'older');
      await this.report({ ...this.state, phase: 'done', progress: 100, finishedTime: Date.now() });
      return outcome;
    } catch (error) {
      const reason =
        error instanceof AppError
          ? { key: error.key, params: error.params }
          : { text: error instanceof Error ? error.message : String(error) };
      await this.report({ ...this.state, phase: 'failed', finishedTime: Date.now(), error: reason });
      throw error;
    } finally {
      this.running = false;
    }
  }

  private async restoreTenant(
    archive: OpenedArchive,
    load: (work: (opened: OpenedArchive) => Promise<void>) => Promise<void>,
    options: RestoreOptions,
  ): Promise<RestoreOutcome> {
    if (!options.tenantName) throw new AppError(400, 'backup.tenantNameRequired');
    let tenantId = 0;
    await this.report({ ...this.state, phase: 'restoring' });
    await load(async (opened) => {
      tenantId = await importTenant(this.deps.target, opened, {
        ids: this.deps.ctx.ids,
        tenantName: options.tenantName as string,
        accountPrefix: options.accountPrefix ?? '',
        onProgress: (fraction) => this.progress(fraction),
        check: ledgerCheck,
      });
    });
    await this.restoreFiles(archive);
    return { scope: 'tenant', tenantId };
  }

  private async restoreSystem(
    archive: OpenedArchive,
    load: (work: (opened: OpenedArchive) => Promise<void>) => Promise<void>,
    options: RestoreOptions,
    migrated: boolean,
  ): Promise<RestoreOutcome> {
    const { lock, mode, runner, target, ctx, sessions } = this.deps;
    mode.setLocal(true);
    try {
      const held = await lock.hold(async () => {
        await mode.drain(0);
        await this.report({ ...this.state, phase: 'safety' });
        await runner.run({
          scope: 'system',
          includeFiles: archive.manifest.files.length > 0,
          origin: 'safety',
          user: options.user,
        });
        await this.report({ ...this.state, phase: 'restoring' });
        await load((opened) =>
          replaceAll(target, opened, {
            onProgress: (fraction) => this.progress(fraction),
            check: ledgerCheck,
          }),
        );
        if (migrated) await this.deps.seed();
        await this.report({ ...this.state, phase: 'files' });
        await this.restoreFiles(archive);
        // the cache holds rows of the replaced data; cleared before the sessions' tombstones are written
        await ctx.cache.delByPrefix('');
        await sessions.revoke(await sessions.activeSessionIds({}), 'restore');
      });
      if (held === 'busy') throw new AppError(409, 'backup.restoreRunning');
    } finally {
      mode.setLocal(false);
    }
    return { scope: 'system' };
  }

  /** Files of the archive that the storage lacks (contents are never overwritten: a key names one content). */
  private async restoreFiles({ reader, manifest }: OpenedArchive): Promise<void> {
    for (const file of manifest.files) {
      const present = await this.deps.files.stream(file.key).then(
        (stream) => (stream.destroy(), true),
        () => false,
      );
      if (present) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of reader.read(fileEntry(file.key))) chunks.push(chunk);
      await this.deps.files.put(file.key, Buffer.concat(chunks));
    }
  }

  private progress(fraction: number): void {
    const progress = Math.min(99, Math.floor(fraction * 100));
    if (progress !== this.state.progress) void this.report({ ...this.state, progress });
  }

  private async report(state: RestoreState): Promise<void> {
    this.state = state;
    this.deps.onReport?.(state.phase, state.progress);
    await this.deps.ctx.cache.set(STATUS_KEY, state, STATUS_TTL_SECONDS).catch(() => {});
  }
}

/** The restored data must keep the retail invariants: stock counters = their log, balances = their ledger. */
async function ledgerCheck(trx: Trx): Promise<void> {
  const stock = await stockDrift(trx);
  const balance = await balanceDrift(trx);
  if (stock.length > 0 || balance.length > 0) {
    throw new AppError(400, 'backup.ledgerMismatch', {
      detail: `${stock.length} stock counters, ${balance.length} member balances`,
    });
  }
}

/** A stored failure in a language (a key no longer known is shown as it is). */
function errorText(error: { key: string; params: MessageParams }, lang: Language): string {
  return isMessageKey(error.key) ? translateChecked(lang, error.key, error.params) : error.key;
}
