import type { TriggerType } from '@retail/contracts/api/system/job';
import { Cron } from 'croner';
import { AppError } from '../http/errors.ts';

/** When a trigger fires: the schedule fields of a trigger row (epoch ms). */
export interface Schedule {
  triggerType: TriggerType;
  cron: string | null;
  intervalMs: number | null;
  runAt: number | null;
  /** no fire time before this (inclusive) */
  startTime: number | null;
  /** no fire time after this (inclusive) */
  endTime: number | null;
}

/** Fire times computed at most, so an impossible cron (31 February) cannot loop. */
const MAX_SCAN = 1000;

function cronOf(pattern: string, timeZone: string): Cron {
  const fields = pattern.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) throw new AppError(400, 'job.cronFields');
  try {
    // legacy (OR) day-of-month / day-of-week matching, as Vixie cron and the template's cron
    return new Cron(pattern.trim(), { timezone: timeZone, paused: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    throw new AppError(400, 'job.cronInvalid', { detail });
  }
}

/**
 * Refuses a schedule that cannot fire as given (400 naming the field): a cron that does not parse, a missing
 * interval or run time, an end before the start.
 */
export function checkSchedule(schedule: Schedule, timeZone: string): void {
  const { triggerType } = schedule;
  const required = (field: string) => new AppError(400, 'job.fieldRequired', { field, triggerType });
  if (triggerType === 'cron') {
    if (!schedule.cron) throw required('cron');
    cronOf(schedule.cron, timeZone);
  }
  if (triggerType === 'interval' && !schedule.intervalMs) throw required('intervalMs');
  if (triggerType === 'once' && schedule.runAt === null) throw required('runAt');
  if (schedule.startTime !== null && schedule.endTime !== null && schedule.endTime < schedule.startTime) {
    throw new AppError(400, 'job.endBeforeStart');
  }
}

/**
 * The first `count` fire times strictly after `after`, within the start and end times, in the zone's wall clock
 * for cron. An interval counts from its start time, or from the epoch without one.
 */
export function fireTimesAfter(schedule: Schedule, after: number, timeZone: string, count: number): number[] {
  const start = schedule.startTime ?? Number.NEGATIVE_INFINITY;
  const end = schedule.endTime ?? Number.POSITIVE_INFINITY;
  const from = Math.max(after, start - 1);
  const times: number[] = [];
  const keep = (t: number) => {
    if (t > end) return false;
    times.push(t);
    return times.length < count;
  };
  switch (schedule.triggerType) {
    case 'once':
      if (schedule.runAt !== null && schedule.runAt > from) keep(schedule.runAt);
      break;
    case 'interval': {
      const every = schedule.intervalMs ?? 0;
      if (every <= 0) break;
      const anchor = schedule.startTime ?? 0;
      let t = from < anchor ? anchor : anchor + (Math.floor((from - anchor) / every) + 1) * every;
      for (let i = 0; i < MAX_SCAN && keep(t); i++) t += every;
      break;
    }
    case 'cron': {
      if (!schedule.cron) break;
      const cron = cronOf(schedule.cron, timeZone);
      let previous = new Date(from);
      for (let i = 0; i < MAX_SCAN; i++) {
        const next = cron.nextRun(previous);
        if (!next || !keep(next.getTime())) break;
        previous = next;
      }
      break;
    }
  }
  return times;
}

/** The next fire time after `after`, or null when the schedule fires no more. */
export function nextFireTime(schedule: Schedule, after: number, timeZone: string): number | null {
  return fireTimesAfter(schedule, after, timeZone, 1)[0] ?? null;
}
