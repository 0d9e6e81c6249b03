import type { JobType } from '../platform/jobs/job-type.ts';
import type { ModuleDeps } from './module.ts';
import { ledgerCheckJob } from './retail/ledger/ledger-check-job.ts';
import { backupJobType } from './system/backup/index.ts';
import { sessionPurgeJob } from './system/auth/session-purge-job.ts';
import { logRetentionJob } from './system/log/retention-job.ts';
import { createNoticeService } from './system/notice/index.ts';
import { pluginJobTypes } from './system/plugin/registration.ts';

/**
 * Every job type the scheduler can run, built from the modules that own the work; a new job type adds one line
 * here (a plugin's come from its manifest). The scheduler (system/job) seeds a system job with its default trigger for each built-in that has one.
 */
export function appJobTypes(deps: ModuleDeps): JobType[] {
  return [
    logRetentionJob(deps),
    sessionPurgeJob(deps.identity.sessions),
    ledgerCheckJob({ ctx: deps.ctx, notices: createNoticeService(deps) }),
    backupJobType(deps.ctx),
    ...pluginJobTypes(deps),
  ];
}
