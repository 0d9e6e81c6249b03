import type { JobType } from '../platform/jobs/job-type.ts';
import type { ModuleDeps } from './module.ts';

/**
 * Every job type the scheduler can run, built from the modules that own the work; a new job type adds one line
 * here. The scheduler (system/job) seeds a system job with its default trigger for each built-in that has one.
 */
export function appJobTypes(_deps: ModuleDeps): JobType[] {
  return [];
}
