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
  /**
   * The trigger of the system job the scheduler seeds for a built-in type (absent: no system job). `cron` has
   * seconds (`s m h dom mon dow`) and runs in the business time zone.
   */
  defaultTrigger?: { triggerId: string; cron: string; description: Texts };
  /** does the work; what it returns is kept as the run's result (cut to 2000 characters) */
  run(params: P, context: JobRunContext): Promise<string>;
}

/** Declares a job type with its parameters' type inferred from the schema. */
export function defineJobType<S extends z.ZodType>(type: JobType<z.output<S>> & { params: S }): JobType {
  return type as unknown as JobType;
}
