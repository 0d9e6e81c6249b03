import { z } from 'zod';
import { filterText, id, optionalText } from '../fields.ts';
import { pageInputShape } from '../paging.ts';
import { localTimeText } from '../time.ts';

/**
 * Scheduled jobs (`/api/sysJob/*`, the template's calls): a job names a job type registered in code with its
 * parameters; its triggers say when it fires; every firing leaves one run record. Times are
 * `yyyy-MM-dd HH:mm:ss` in the business time zone.
 */

/** A job or trigger key: 2–64 of letters, digits and `_ . : -`. */
export const jobKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{2,64}$/);

/** 1 active, 2 paused. */
export const JOB_STATUS = { active: 1, paused: 2 } as const;
/** 1 ready, 2 paused, 3 finished (end time passed or maximum runs reached). */
export const TRIGGER_STATUS = { ready: 1, paused: 2, finished: 3 } as const;
/** cron (with seconds: `s m h dom mon dow`, or the 5-field form), a fixed interval, or once at a time. */
export const TRIGGER_TYPES = ['cron', 'interval', 'once'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];
/**
 * 0 queued, 1 running, 2 succeeded, 3 failed (an error or the timeout), 4 cancelled, 5 lost (its node died: the
 * lease ran out), 6 skipped (the job does not allow overlapping runs and one was still running).
 */
export const RUN_STATUS = {
  queued: 0,
  running: 1,
  succeeded: 2,
  failed: 3,
  cancelled: 4,
  lost: 5,
  skipped: 6,
} as const;
/** 1 by a trigger, 2 run now by a user. */
export const RUN_KIND = { schedule: 1, manual: 2 } as const;
/** 1 working (heartbeat in time), 2 stopped (shut down cleanly), 3 lost (heartbeat stopped). */
export const NODE_STATUS = { working: 1, stopped: 2, lost: 3 } as const;

const groupName = z.string().trim().min(1).max(64);
const properties = z.record(z.string(), z.unknown());
/** Longest a run may take before it is aborted and recorded as failed: 1 s to 6 h. */
const timeoutMs = z
  .number()
  .int()
  .min(1000)
  .max(6 * 3_600_000);

export const jobDetailAddInput = z.strictObject({
  jobId: jobKey,
  groupName: groupName.default('default'),
  jobType: z.string().trim().min(1).max(64),
  description: optionalText(128),
  /** whether a run may start while another run of the same job is still running; the type's default if absent */
  concurrent: z.boolean().optional(),
  /** the job type's parameters, checked against its schema */
  properties: properties.default({}),
  timeoutMs: timeoutMs.optional(),
});
/** `jobId` and `jobType` cannot change; sending another jobId is refused. */
export const jobDetailUpdateInput = z.strictObject({
  id,
  jobId: jobKey,
  groupName: groupName.optional(),
  description: optionalText(128),
  concurrent: z.boolean().optional(),
  properties: properties.optional(),
  timeoutMs: timeoutMs.optional(),
});
export const jobIdInput = z.strictObject({ jobId: jobKey });
export const jobTriggerKeyInput = z.strictObject({ jobId: jobKey, triggerId: jobKey });
export const jobRunNowInput = z.strictObject({
  jobId: jobKey,
  /** parameters for this run only; the job's own when absent */
  properties: properties.optional(),
});
/** Cancel the running runs of a job, or one run. */
export const jobCancelInput = z.union([z.strictObject({ jobId: jobKey }), z.strictObject({ runId: id })]);
export const jobTriggerListQuery = z.object({ jobId: jobKey });

export const jobDetailPageInput = z.strictObject({
  ...pageInputShape,
  jobId: filterText(64),
  description: filterText(128),
  groupName: filterText(64),
  status: z.literal([1, 2]).nullish(),
});

/** When a trigger fires; which fields apply depends on `triggerType`. */
const triggerSchedule = {
  triggerType: z.enum(TRIGGER_TYPES),
  /** cron: 6 fields with seconds, or 5 without */
  cron: z.string().trim().max(128).nullish(),
  /** interval: milliseconds between fire times, at least 1 s */
  intervalMs: z
    .number()
    .int()
    .min(1000)
    .max(366 * 86_400_000)
    .nullish(),
  /** once: the one fire time */
  runAt: localTimeText,
  /** no fire time before this */
  startTime: localTimeText,
  /** no fire time after this */
  endTime: localTimeText,
};

export const jobTriggerAddInput = z.strictObject({
  jobId: jobKey,
  triggerId: jobKey,
  ...triggerSchedule,
  description: optionalText(128),
  /** 0 = no limit */
  maxNumberOfRuns: z.number().int().min(0).max(1_000_000_000).default(0),
});
export const jobTriggerUpdateInput = z.strictObject({
  id,
  jobId: jobKey,
  triggerId: jobKey,
  ...triggerSchedule,
  description: optionalText(128),
  maxNumberOfRuns: z.number().int().min(0).max(1_000_000_000).default(0),
});
/** The next fire times of a schedule, and what it says in words (the request's language). */
export const jobTriggerPreviewInput = z.strictObject({
  ...triggerSchedule,
  count: z.number().int().min(1).max(20).default(5),
});

export const jobRunPageInput = z.strictObject({
  ...pageInputShape,
  jobId: filterText(64),
  triggerId: filterText(64),
  status: z.literal([0, 1, 2, 3, 4, 5, 6]).nullish(),
  runKind: z.literal([1, 2]).nullish(),
  /** fire time from / to */
  startTime: localTimeText,
  endTime: localTimeText,
});

export const jobTypeOutput = z.object({
  jobType: z.string(),
  title: z.string(),
  description: z.string(),
  /** the parameters as JSON Schema (zod's toJSONSchema), for the parameter form */
  paramsSchema: z.record(z.string(), z.unknown()),
  concurrent: z.boolean(),
  timeoutMs: z.number(),
});

export const jobDetailOutput = z.object({
  id: z.number(),
  jobId: z.string(),
  groupName: z.string(),
  jobType: z.string(),
  /** the type's title in the request's language; the key itself when the type is no longer registered */
  jobTypeTitle: z.string(),
  description: z.string().nullable(),
  concurrent: z.boolean(),
  properties: properties,
  timeoutMs: z.number(),
  status: z.number(),
  /** seeded by the system: may be paused and edited, not deleted */
  systemFlag: z.boolean(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

export const jobTriggerOutput = z.object({
  id: z.number(),
  jobId: z.string(),
  triggerId: z.string(),
  triggerType: z.enum(TRIGGER_TYPES),
  cron: z.string().nullable(),
  intervalMs: z.number().nullable(),
  runAt: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  description: z.string().nullable(),
  /** the schedule in words, in the request's language */
  scheduleText: z.string(),
  status: z.number(),
  maxNumberOfRuns: z.number(),
  numberOfRuns: z.number(),
  numberOfErrors: z.number(),
  lastRunTime: z.string().nullable(),
  /** null when paused, finished or the job is paused */
  nextRunTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});

export const jobRunOutput = z.object({
  id: z.number(),
  jobId: z.string(),
  /** null for a run started by a user */
  triggerId: z.string().nullable(),
  runKind: z.number(),
  /** the fire time it ran for (the time it was asked for, for a manual run) */
  fireTime: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  elapsedMs: z.number().nullable(),
  status: z.number(),
  /** what the job reported, or the error */
  result: z.string().nullable(),
  nodeId: z.string().nullable(),
  operatorName: z.string().nullable(),
});

export const jobDetailPageItem = z.object({
  jobDetail: jobDetailOutput,
  jobTriggers: z.array(jobTriggerOutput),
  lastRun: jobRunOutput.nullable(),
});

export const jobTriggerPreviewOutput = z.object({
  /** the schedule in words, in the request's language */
  scheduleText: z.string(),
  fireTimes: z.array(z.string()),
});

export const jobNodeOutput = z.object({
  /** `host:pid:workerId` */
  clusterId: z.string(),
  hostName: z.string(),
  pid: z.number(),
  workerId: z.number(),
  version: z.string(),
  /** `local` (croner in this process) or `bullmq` (schedulers on Redis) */
  engine: z.enum(['local', 'bullmq']),
  status: z.number(),
  startedTime: z.string(),
  /** last heartbeat */
  updatedTime: z.string(),
  stoppedTime: z.string().nullable(),
  runningCount: z.number(),
});

export const jobUpcomingOutput = z.object({
  jobId: z.string(),
  triggerId: z.string(),
  description: z.string().nullable(),
  fireTime: z.string(),
});

export const jobDashboardOutput = z.object({
  engine: z.enum(['local', 'bullmq']),
  nodes: z.array(jobNodeOutput),
  running: z.array(jobRunOutput),
  /** the next fire time of each ready trigger, soonest first (at most 20) */
  upcoming: z.array(jobUpcomingOutput),
  /** runs of the last 24 hours by outcome */
  last24h: z.object({
    succeeded: z.number(),
    failed: z.number(),
    lost: z.number(),
    skipped: z.number(),
    cancelled: z.number(),
  }),
  /** failed and lost runs of the last 24 hours, newest first (at most 20) */
  failures: z.array(jobRunOutput),
});

export type JobDetailAddInput = z.output<typeof jobDetailAddInput>;
export type JobDetailUpdateInput = z.output<typeof jobDetailUpdateInput>;
export type JobIdInput = z.output<typeof jobIdInput>;
export type JobTriggerKeyInput = z.output<typeof jobTriggerKeyInput>;
export type JobRunNowInput = z.output<typeof jobRunNowInput>;
export type JobCancelInput = z.output<typeof jobCancelInput>;
export type JobDetailPageInput = z.output<typeof jobDetailPageInput>;
export type JobTriggerAddInput = z.output<typeof jobTriggerAddInput>;
export type JobTriggerUpdateInput = z.output<typeof jobTriggerUpdateInput>;
export type JobTriggerPreviewInput = z.output<typeof jobTriggerPreviewInput>;
export type JobRunPageInput = z.output<typeof jobRunPageInput>;
export type JobTypeOutput = z.output<typeof jobTypeOutput>;
export type JobDetailOutput = z.output<typeof jobDetailOutput>;
export type JobTriggerOutput = z.output<typeof jobTriggerOutput>;
export type JobRunOutput = z.output<typeof jobRunOutput>;
export type JobDetailPageItem = z.output<typeof jobDetailPageItem>;
export type JobTriggerPreviewOutput = z.output<typeof jobTriggerPreviewOutput>;
export type JobNodeOutput = z.output<typeof jobNodeOutput>;
export type JobDashboardOutput = z.output<typeof jobDashboardOutput>;
export type JobDetailAddBody = z.input<typeof jobDetailAddInput>;
export type JobDetailUpdateBody = z.input<typeof jobDetailUpdateInput>;
export type JobTriggerAddBody = z.input<typeof jobTriggerAddInput>;
export type JobTriggerUpdateBody = z.input<typeof jobTriggerUpdateInput>;
export type JobTriggerPreviewBody = z.input<typeof jobTriggerPreviewInput>;
export type JobDetailPageBody = z.input<typeof jobDetailPageInput>;
export type JobRunPageBody = z.input<typeof jobRunPageInput>;
export type JobRunNowBody = z.input<typeof jobRunNowInput>;
