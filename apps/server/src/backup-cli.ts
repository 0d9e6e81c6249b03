import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTarget, backupParts } from './modules/system/backup/index.ts';
import { RestoreService } from './modules/system/backup/restore-service.ts';
import { MaintenanceLock } from './platform/backup/maintenance-lock.ts';
import { MaintenanceMode } from './platform/backup/maintenance-mode.ts';
import { openArchive } from './platform/backup/verify.ts';
import { seedAll } from './db/seed/index.ts';
import { AppError } from './platform/http/errors.ts';
import { appVersion } from './version.ts';

const USAGE = `Usage:
  npm run db:backup [-- --tenant ID] [--files]          archive the whole system (or one tenant) into the backup folder
  npm run db:restore -- FILE [--yes] [--tenant-name NAME] [--account-prefix P]
                                                       restore an archive into the configured database
The database is the one the server uses (DB_TYPE, DB_URL, DATA_DIR); the backup folder is BACKUP_DIR
(default DATA_DIR/backups). A system archive replaces all data after a safety backup; a tenant archive
becomes a new tenant (--tenant-name). Moving from SQLite: back up with the SQLite settings, then restore
with DB_TYPE and DB_URL of the new database.`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      files: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      'tenant-name': { type: 'string' },
      'account-prefix': { type: 'string' },
    },
  });
  if (command !== 'backup' && command !== 'restore') {
    say(USAGE);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', JOB_ENABLED: 'false' },
    appVersion(),
  );
  const built = await buildApp(config);
  try {
    const parts = backupParts(built.ctx);
    if (command === 'backup') {
      const row = await parts.runner.run({
        scope: values.tenant ? 'tenant' : 'system',
        tenantId: values.tenant ? Number(values.tenant) : null,
        includeFiles: values.files,
        origin: 'manual',
        user: null,
      });
      say(
        `${parts.runner.pathOf(row.fileName)}: ${row.tableCount} tables, ${row.rowCount} rows, ${row.sizeBytes} bytes`,
      );
      return;
    }
    const file = positionals[0];
    if (!file) throw new Error('name the archive to restore: npm run db:restore -- FILE');
    const path = resolve(file);
    const { manifest } = await openArchive(path);
    say(
      `${path}: ${manifest.scope} archive of ${manifest.dbType}, schema ${manifest.schemaVersion}, ${manifest.tables.length} tables`,
    );
    if (manifest.scope === 'system' && !values.yes) await confirm(config.db.type);
    const lock = new MaintenanceLock(databaseTarget(built.ctx));
    const restore = new RestoreService({
      ctx: built.ctx,
      target: databaseTarget(built.ctx),
      runner: parts.runner,
      lock,
      mode: new MaintenanceMode(lock),
      sessions: built.identity.sessions,
      files: parts.files,
      seed: () =>
        seedAll(built.ctx.db, {
          adminPassword: config.seedAdminPassword,
          now: Date.now(),
          ids: built.ctx.ids,
        }),
      onReport: (phase, progress) => say(`${phase} ${progress}%`),
    });
    const outcome = await restore.restore(path, {
      tenantName: values['tenant-name'] ?? null,
      accountPrefix: values['account-prefix'] ?? null,
      user: null,
    });
    say(
      outcome.scope === 'tenant'
        ? `restored as tenant ${outcome.tenantId}`
        : 'restored; every session was ended',
    );
  } finally {
    await built.app.close();
  }
}

/** A system restore replaces everything: asked at a terminal, or `--yes` for scripts. */
async function confirm(dbType: string): Promise<void> {
  if (!process.stdin.isTTY) throw new Error('a system restore replaces all data: add --yes to confirm');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `This replaces ALL data in the ${dbType} database. Type "restore" to go on: `,
  );
  rl.close();
  if (answer.trim() !== 'restore') throw new Error('not confirmed; nothing was changed');
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError
      ? error.textIn('en')
      : error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
