import type { TriggerType } from '@retail/contracts/api/system/job';
import { parseLocalTime } from '../../../platform/db/time.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { checkSchedule, nextFireTime, type Schedule } from '../../../platform/jobs/fire-times.ts';

interface ScheduleInput {
  triggerType: TriggerType;
  cron?: string | null;
  intervalMs?: number | null;
  runAt?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

const epoch = (text: string | null | undefined, timeZone: string) =>
  text ? (parseLocalTime(text, timeZone) ?? null) : null;

/** The schedule a trigger body describes, only the fields of its type kept; 400 naming a field it gets wrong. */
export function toSchedule(input: ScheduleInput, timeZone: string): Schedule {
  const type = input.triggerType;
  const schedule: Schedule = {
    triggerType: type,
    cron: type === 'cron' ? (input.cron ?? null) : null,
    intervalMs: type === 'interval' ? (input.intervalMs ?? null) : null,
    runAt: type === 'once' ? epoch(input.runAt, timeZone) : null,
    startTime: epoch(input.startTime, timeZone),
    endTime: epoch(input.endTime, timeZone),
  };
  checkSchedule(schedule, timeZone);
  return schedule;
}

/** `toSchedule`, also refusing a schedule with no fire time left (a once trigger in the past). */
export function firingSchedule(input: ScheduleInput, timeZone: string, now: number): Schedule {
  const schedule = toSchedule(input, timeZone);
  if (nextFireTime(schedule, now, timeZone) === null) {
    throw new AppError(400, 'job.neverFires', {
      field: schedule.triggerType === 'once' ? 'runAt' : 'endTime',
    });
  }
  return schedule;
}
