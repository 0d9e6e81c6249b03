import {
  JOB_STATUS,
  type JobDetailOutput,
  type JobNodeOutput,
  type JobRunOutput,
  type JobTriggerOutput,
  type JobTypeOutput,
  TRIGGER_STATUS,
  type TriggerType,
} from '@retail/contracts/api/system/job';
import { z } from 'zod';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { nextFireTime } from '../../../platform/jobs/fire-times.ts';
import type { JobType } from '../../../platform/jobs/job-type.ts';
import type { JobTypeRegistry } from '../../../platform/jobs/registry.ts';
import { scheduleText } from '../../../platform/jobs/schedule-text.ts';
import type { JobDetailRow, JobTriggerRow } from './repository.ts';
import type { NodeRow, RunRow } from './run-repository.ts';

const parsedProperties = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** Rows as the API answers them: times in the business zone, titles and schedules in the caller's language. */
export class JobOutputs {
  constructor(
    private readonly registry: JobTypeRegistry,
    private readonly timeZone: string,
  ) {}

  type(type: JobType, lang: Language): JobTypeOutput {
    return {
      jobType: type.type,
      title: type.title[lang],
      description: type.description[lang],
      paramsSchema: z.toJSONSchema(type.params, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
      concurrent: type.concurrent,
      timeoutMs: type.timeoutMs,
    };
  }

  job(row: JobDetailRow, lang: Language): JobDetailOutput {
    return {
      id: row.id,
      jobId: row.jobId,
      groupName: row.groupName,
      jobType: row.jobType,
      jobTypeTitle: this.registry.get(row.jobType)?.title[lang] ?? row.jobType,
      description: row.description,
      concurrent: row.concurrent === 1,
      properties: parsedProperties(row.properties),
      timeoutMs: row.timeoutMs,
      status: row.status,
      systemFlag: row.systemFlag === 1,
      createTime: formatTime(row.createTime, this.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.timeZone),
    };
  }

  trigger(row: JobTriggerRow, jobStatus: number, lang: Language, now: number): JobTriggerOutput {
    const tz = this.timeZone;
    const schedule = { ...row, triggerType: row.triggerType as TriggerType };
    let next: number | null = null;
    if (row.status === TRIGGER_STATUS.ready && jobStatus === JOB_STATUS.active) {
      try {
        next = nextFireTime(schedule, now, tz);
      } catch {
        next = null;
      }
    }
    return {
      id: row.id,
      jobId: row.jobId,
      triggerId: row.triggerId,
      triggerType: schedule.triggerType,
      cron: row.cron,
      intervalMs: row.intervalMs,
      runAt: formatNullableTime(row.runAt, tz),
      startTime: formatNullableTime(row.startTime, tz),
      endTime: formatNullableTime(row.endTime, tz),
      description: row.description,
      scheduleText: scheduleText(schedule, lang, tz),
      status: row.status,
      maxNumberOfRuns: row.maxNumberOfRuns,
      numberOfRuns: row.numberOfRuns,
      numberOfErrors: row.numberOfErrors,
      lastRunTime: formatNullableTime(row.lastRunTime, tz),
      nextRunTime: formatNullableTime(next, tz),
      createTime: formatTime(row.createTime, tz),
      updateTime: formatNullableTime(row.updateTime, tz),
    };
  }

  run(row: RunRow): JobRunOutput {
    const tz = this.timeZone;
    return {
      id: row.id,
      jobId: row.jobId,
      triggerId: row.triggerId,
      runKind: row.runKind,
      fireTime: formatTime(row.fireTime, tz),
      startTime: formatNullableTime(row.startTime, tz),
      endTime: formatNullableTime(row.endTime, tz),
      elapsedMs: row.elapsedMs,
      status: row.status,
      result: row.result,
      nodeId: row.nodeId,
      operatorName: row.operatorName,
    };
  }

  node(row: NodeRow): JobNodeOutput {
    const tz = this.timeZone;
    return {
      clusterId: row.nodeId,
      hostName: row.hostName,
      pid: row.pid,
      workerId: row.workerId,
      version: row.appVersion,
      engine: row.engine === 'bullmq' ? 'bullmq' : 'local',
      status: row.status,
      startedTime: formatTime(row.startedTime, tz),
      updatedTime: formatTime(row.heartbeatTime, tz),
      stoppedTime: formatNullableTime(row.stoppedTime, tz),
      runningCount: row.runningCount,
    };
  }
}
