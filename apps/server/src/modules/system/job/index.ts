import { HubEvent } from '@retail/contracts';
import { seedSystemJobs } from '../../../db/seed/jobs.ts';
import { Scheduler } from '../../../platform/jobs/scheduler.ts';
import {
  RUN_KEEP_DAYS_CONFIG,
  RUN_KEEP_DAYS_DEFAULT,
} from '../../../platform/jobs/types/run-retention-job.ts';
import { appJobTypes } from '../../job-types.ts';
import type { ModuleDeps } from '../../module.ts';
import { JobOutputs } from './outputs.ts';
import { JobRepository, TriggerRepository } from './repository.ts';
import { jobRoutes } from './routes.ts';
import { RunRepository } from './run-repository.ts';
import { JobRunService } from './run-service.ts';
import { JobService } from './service.ts';

/**
 * Scheduled jobs: the `/api/sysJob` calls over the job, trigger, run and node rows, and this node's scheduler,
 * started once the app is ready (system jobs seeded first) and stopped before the database closes.
 */
export function registerJobModule(deps: ModuleDeps): void {
  const { app, ctx, audit, configs, realtime } = deps;
  const { timeZone, pageSizeMax } = ctx.config;
  const runs = new RunRepository(ctx.db, ctx.config.db.type);
  const scheduler = new Scheduler({
    db: ctx.db,
    ids: ctx.ids,
    config: ctx.config,
    cache: ctx.cache,
    audit,
    log: app.log,
    types: appJobTypes(deps),
    keepDays: () => configs.int(RUN_KEEP_DAYS_CONFIG, RUN_KEEP_DAYS_DEFAULT),
    runChanged: (runId) => {
      scheduler.store.run(runId).then(
        (run) => run && realtime.toPlatformAdmins(HubEvent.JobRunChanged, outputs.run(run)),
        (error: unknown) => app.log.warn({ err: error, runId }, 'job run event not sent'),
      );
    },
  });
  const outputs = new JobOutputs(scheduler.registry, timeZone);
  const jobs = new JobService({
    jobs: new JobRepository(ctx.db, ctx.config.db.type),
    triggers: new TriggerRepository(ctx.db),
    runs,
    scheduler,
    outputs,
    audit,
    ids: ctx.ids,
    timeZone,
    maxPageSize: pageSizeMax,
  });
  const runService = new JobRunService({
    jobs,
    runs,
    scheduler,
    outputs,
    ids: ctx.ids,
    timeZone,
    maxPageSize: pageSizeMax,
  });
  jobRoutes(app, jobs, runService, timeZone);

  app.addHook('onReady', async () => {
    await seedSystemJobs(ctx.db, scheduler.registry.list(), { now: Date.now(), ids: ctx.ids });
    await scheduler.start();
  });
  app.addHook('preClose', () => scheduler.stop());
}
