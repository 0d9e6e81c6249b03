import { nextFireTime, type Schedule } from './fire-times.ts';
import type { RunStore, TriggerRow } from './run-store.ts';

/** A trigger an engine should schedule, with its next fire time. */
export interface PlannedTrigger {
  trigger: TriggerRow;
  schedule: Schedule;
  next: number;
  /** changes whenever the schedule was edited: an engine reschedules a trigger whose signature changed */
  signature: string;
}

/** How long a fire time stays possibly in flight: a trigger is finished only when its last one is older. */
const IN_FLIGHT_MS = 60_000;

export function scheduleOf(row: TriggerRow): Schedule {
  return {
    triggerType: row.triggerType as Schedule['triggerType'],
    cron: row.cron,
    intervalMs: row.intervalMs,
    runAt: row.runAt,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}

export const runsExhausted = (row: TriggerRow): boolean =>
  row.maxNumberOfRuns > 0 && row.numberOfRuns >= row.maxNumberOfRuns;

/**
 * The ready triggers of active jobs with their next fire time after `now`. A trigger that fires no more (its end
 * passed, its runs used up) is marked finished on the way.
 */
export async function planTriggers(
  store: RunStore,
  timeZone: string,
  now: number,
): Promise<PlannedTrigger[]> {
  const planned: PlannedTrigger[] = [];
  for (const trigger of await store.readyTriggers()) {
    const schedule = scheduleOf(trigger);
    let last: number | null;
    let next: number | null;
    try {
      last = nextFireTime(schedule, now - IN_FLIGHT_MS, timeZone);
      next = nextFireTime(schedule, now, timeZone);
    } catch {
      // a schedule the API would refuse (rows written by hand): nothing to run
      continue;
    }
    if (runsExhausted(trigger) || last === null) {
      await store.finishTrigger(trigger.id, now);
      continue;
    }
    if (next === null) continue;
    planned.push({ trigger, schedule, next, signature: `${trigger.id}:${trigger.version}` });
  }
  return planned;
}
