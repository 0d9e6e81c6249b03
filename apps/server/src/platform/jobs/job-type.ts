import type { TriggerType } from '@retail/contracts/api/system/job';
import type { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import type { Logger } from '../logging/logger.ts';

/** A text in each of the app's languages. */
export type Texts = Record<Language, string>;

/** What a job's handler gets besides its parameters. */
export interface JobRunContext {
  /** aborted when the run is cancelled, times out or the node stops */
  signal: AbortSignal;
  /** the run record's id */
  runId: number;
  /** the fire time the run is for (epoch ms) */
  fireTime: number;
  log: Logger;
}

/**
 * The trigger a built-in type's system job is seeded with (its job id is the type key): a cron with seconds or 5
 * fields, or an interval, in the business time zone.
 */
export interface DefaultTrigger {
  triggerId: string;
  triggerType: Exclude<TriggerType, 'once'>;
  cron?: string;
  intervalMs?: number;
  /** the parameters the seeded job holds; the schema's defaults when absent */
  properties?: Record<string, unknown>;
}

/**
 * A kind of job, registered in code: the scheduler runs jobs of registered types only (no script jobs). A job row
 * names its type and holds parameters that the type's schema accepts.
 */
export interface JobType<P = unknown> {
  /** the key stored in `sys_job_detail.job_type`, e.g. `sys.logRetention` */
  type: string;
  title: Texts;
  description: Texts;
  params: z.ZodType<P>;
  /** whether runs of a job of this type may overlap, unless the job says otherwise */
  concurrent: boolean;
  /** the default longest run, in ms, before it is aborted and recorded as failed */
  timeoutMs: number;
  /** when set, a system job of this type with this trigger is seeded once (paused or edited afterwards at will) */
  defaultTrigger?: DefaultTrigger;
  /** does the work; what it returns is kept as the run's result (cut to 2000 characters) */
  run(params: P, context: JobRunContext): Promise<string>;
}

/** Declares a job type with its parameters' type inferred from the schema. */
export function defineJobType<S extends z.ZodType>(type: JobType<z.output<S>> & { params: S }): JobType {
  return type as unknown as JobType;
}
