import type { JobTriggerOutput, TriggerType } from '@retail/contracts/api/system/job';
import dayjs, { type Dayjs } from 'dayjs';

/** The trigger dialog's values and how they map onto the API's schedule fields. */

/** Seconds are the first of six cron fields; the picker edits the other five. */
export interface CronParts {
  /** null for a five-field expression (fires at second 0) */
  seconds: string | null;
  /** minute, hour, day of month, month, day of week */
  rest: string;
}

/** The parts of a cron text, or null when it has neither five nor six fields. */
export function splitCron(text: string | undefined): CronParts | null {
  const fields = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (fields.length === 5) return { seconds: null, rest: fields.join(' ') };
  if (fields.length === 6) return { seconds: fields[0] as string, rest: fields.slice(1).join(' ') };
  return null;
}

/** A cron text from its parts; blank seconds give the five-field form. */
export function joinCron({ seconds, rest }: CronParts): string {
  const head = seconds?.trim();
  return head ? `${head} ${rest}` : rest;
}

export const INTERVAL_UNITS = { s: 1000, min: 60_000, h: 3_600_000 } as const;
export type IntervalUnit = keyof typeof INTERVAL_UNITS;

/** An interval in the largest unit that divides it (90 s stays seconds). */
export function intervalParts(ms: number): { interval: number; intervalUnit: IntervalUnit } {
  for (const unit of ['h', 'min'] as const) {
    if (ms >= INTERVAL_UNITS[unit] && ms % INTERVAL_UNITS[unit] === 0)
      return { interval: ms / INTERVAL_UNITS[unit], intervalUnit: unit };
  }
  return { interval: ms / INTERVAL_UNITS.s, intervalUnit: 's' };
}

const LOCAL_TIME = 'YYYY-MM-DD HH:mm:ss';

export interface TriggerFormValues {
  triggerId: string;
  triggerType: TriggerType;
  cron?: string;
  interval?: number | null;
  intervalUnit: IntervalUnit;
  runAt?: Dayjs | null;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  maxNumberOfRuns?: number | null;
  description?: string;
}

/** The schedule fields of the API (add, update and preview take them alike); only the type's own are sent. */
export interface ScheduleBody {
  triggerType: TriggerType;
  cron?: string | null;
  intervalMs?: number | null;
  runAt?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

const timeText = (value: Dayjs | null | undefined) => (value ? value.format(LOCAL_TIME) : null);

export function scheduleBody(values: Partial<TriggerFormValues>): ScheduleBody {
  const type = values.triggerType ?? 'cron';
  const interval = values.interval ?? null;
  return {
    triggerType: type,
    cron: type === 'cron' ? (values.cron?.trim() ?? null) : null,
    intervalMs:
      type === 'interval' && interval !== null
        ? Math.round(interval * INTERVAL_UNITS[values.intervalUnit ?? 's'])
        : null,
    runAt: type === 'once' ? timeText(values.runAt) : null,
    startTime: timeText(values.startTime),
    endTime: timeText(values.endTime),
  };
}

/** A new trigger starts as a cron at 03:00:00 every day. */
export const NEW_TRIGGER: Partial<TriggerFormValues> = {
  triggerType: 'cron',
  cron: '0 0 3 * * *',
  intervalUnit: 'min',
  maxNumberOfRuns: 0,
};

// dayjs reads `yyyy-MM-dd HH:mm:ss` as a local time without a parse plugin
const parsed = (text: string | null) => (text ? dayjs(text) : null);

/** The dialog's values for an existing trigger. */
export function triggerFormValues(row: JobTriggerOutput): TriggerFormValues {
  return {
    triggerId: row.triggerId,
    triggerType: row.triggerType,
    cron: row.cron ?? NEW_TRIGGER.cron,
    ...(row.intervalMs ? intervalParts(row.intervalMs) : { interval: null, intervalUnit: 'min' }),
    runAt: parsed(row.runAt),
    startTime: parsed(row.startTime),
    endTime: parsed(row.endTime),
    maxNumberOfRuns: row.maxNumberOfRuns,
    description: row.description ?? '',
  };
}
