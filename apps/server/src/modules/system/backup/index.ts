import type { AppContext } from '../../../platform/context.ts';
import type { DatabaseTarget } from '../../../platform/backup/snapshot.ts';
import { LocalFileStorage } from '../../../platform/storage/local-storage.ts';
import type { ModuleDeps } from '../../module.ts';
import { backupJob } from './backup-job.ts';
import { BackupSchedule } from './backup-schedule.ts';
import { BackupRunner } from './backup-runner.ts';
import { BackupRepository } from './repository.ts';
import { RestoreService } from './restore-service.ts';
import { backupRoutes } from './routes.ts';
import { BackupService } from './service.ts';

export const databaseTarget = (ctx: AppContext): DatabaseTarget => ({
  db: ctx.db,
  type: ctx.config.db.type,
  url: ctx.config.db.url,
});

/** The archive list and the backup runner of an app (the module, the job type and the command line share them). */
export function backupParts(ctx: AppContext) {
  const repo = new BackupRepository(ctx.db, ctx.config.timeZone, ctx.config.pageSizeMax);
  const files = new LocalFileStorage(ctx.config.dataDir);
  const runner = new BackupRunner(ctx, repo, databaseTarget(ctx), files);
  return { repo, files, runner };
}

export const backupJobType = (ctx: AppContext) => {
  const { runner, repo } = backupParts(ctx);
  return backupJob(runner, repo);
};

/**
 * Data backup and restore (/platform/backup): archives of the whole system or of one tenant in the backup folder,
 * restored into any of the three databases. The maintenance mode a restore needs is installed by the app.
 */
export function registerBackupModule(deps: ModuleDeps): void {
  const { app, ctx, identity, maintenance } = deps;
  const { repo, files, runner } = backupParts(ctx);
  const restore = new RestoreService({
    ctx,
    target: databaseTarget(ctx),
    runner,
    lock: maintenance.lock,
    mode: maintenance.mode,
    sessions: identity.sessions,
    files,
    seed: maintenance.seed,
  });
  const service = new BackupService({ ctx, repo, runner, restore, credentials: identity.credentials });
  const schedule = new BackupSchedule(ctx.db, ctx.config.timeZone);
  backupRoutes(app, service, restore, schedule, ctx.config.timeZone);
}
