import { describe, expect, it } from 'vitest';
import { formatTime, parseLocalTime } from '../../src/platform/db/time.ts';
import { AppError } from '../../src/platform/http/errors.ts';
import { checkSchedule, fireTimesAfter, type Schedule } from '../../src/platform/jobs/fire-times.ts';
import { scheduleText } from '../../src/platform/jobs/schedule-text.ts';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

const schedule = (s: Partial<Schedule>): Schedule => ({
  triggerType: 'cron',
  cron: null,
  intervalMs: null,
  runAt: null,
  startTime: null,
  endTime: null,
  ...s,
});
const at = (text: string, zone = SHANGHAI) => parseLocalTime(text, zone) as number;
const wall = (times: number[], zone = SHANGHAI) => times.map((t) => formatTime(t, zone));

function refusal(work: () => void): AppError {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('fire times', () => {
  it('cron with seconds fires on those seconds in the business time zone', () => {
    const times = fireTimesAfter(
      schedule({ cron: '*/20 * * * * *' }),
      at('2026-05-01 10:00:05'),
      SHANGHAI,
      4,
    );
    expect(wall(times)).toEqual([
      '2026-05-01 10:00:20',
      '2026-05-01 10:00:40',
      '2026-05-01 10:01:00',
      '2026-05-01 10:01:20',
    ]);
  });

  it('a 5-field cron fires at second 0 of the zone’s wall clock, not UTC', () => {
    const times = fireTimesAfter(schedule({ cron: '10 3 * * *' }), at('2026-05-01 03:10:00'), SHANGHAI, 2);
    expect(wall(times)).toEqual(['2026-05-02 03:10:00', '2026-05-03 03:10:00']);
    expect(new Date(times[0] as number).toISOString()).toBe('2026-05-01T19:10:00.000Z');
  });

  it('an interval counts from its start time, or from the epoch without one', () => {
    const anchored = schedule({
      triggerType: 'interval',
      intervalMs: 90_000,
      startTime: at('2026-05-01 10:00:07'),
    });
    expect(wall(fireTimesAfter(anchored, at('2026-05-01 09:00:00'), SHANGHAI, 2))).toEqual([
      '2026-05-01 10:00:07',
      '2026-05-01 10:01:37',
    ]);
    expect(wall(fireTimesAfter(anchored, at('2026-05-01 10:01:37'), SHANGHAI, 1))).toEqual([
      '2026-05-01 10:03:07',
    ]);
    const epoch = schedule({ triggerType: 'interval', intervalMs: 1000 });
    expect(fireTimesAfter(epoch, 1_777_000_000_400, SHANGHAI, 3)).toEqual([
      1_777_000_001_000, 1_777_000_002_000, 1_777_000_003_000,
    ]);
  });

  it('once fires at its time and never again', () => {
    const once = schedule({ triggerType: 'once', runAt: at('2026-05-01 12:00:00') });
    expect(wall(fireTimesAfter(once, at('2026-05-01 11:00:00'), SHANGHAI, 5))).toEqual([
      '2026-05-01 12:00:00',
    ]);
    expect(fireTimesAfter(once, at('2026-05-01 12:00:00'), SHANGHAI, 5)).toEqual([]);
  });

  it('start and end bound every kind of schedule, both included', () => {
    const bounds = { startTime: at('2026-05-01 10:00:00'), endTime: at('2026-05-01 10:00:30') };
    const cron = schedule({ cron: '*/10 * * * * *', ...bounds });
    expect(wall(fireTimesAfter(cron, at('2026-05-01 09:00:00'), SHANGHAI, 10))).toEqual([
      '2026-05-01 10:00:00',
      '2026-05-01 10:00:10',
      '2026-05-01 10:00:20',
      '2026-05-01 10:00:30',
    ]);
    const interval = schedule({ triggerType: 'interval', intervalMs: 20_000, ...bounds });
    expect(wall(fireTimesAfter(interval, at('2026-05-01 09:00:00'), SHANGHAI, 10))).toEqual([
      '2026-05-01 10:00:00',
      '2026-05-01 10:00:20',
    ]);
    const late = schedule({ triggerType: 'once', runAt: at('2026-05-01 11:00:00'), ...bounds });
    expect(fireTimesAfter(late, at('2026-05-01 09:00:00'), SHANGHAI, 1)).toEqual([]);
  });

  it('daylight saving: a daily 02:30 fires once on the spring day (at 03:00) and once on the autumn day', () => {
    const daily = schedule({ cron: '0 30 2 * * *' });
    expect(wall(fireTimesAfter(daily, at('2026-03-07 12:00:00', NEW_YORK), NEW_YORK, 3), NEW_YORK)).toEqual([
      '2026-03-08 03:00:00',
      '2026-03-09 02:30:00',
      '2026-03-10 02:30:00',
    ]);
    const autumn = schedule({ cron: '0 30 1 * * *' });
    const times = fireTimesAfter(autumn, at('2026-10-31 12:00:00', NEW_YORK), NEW_YORK, 2);
    expect(wall(times, NEW_YORK)).toEqual(['2026-11-01 01:30:00', '2026-11-02 01:30:00']);
    expect((times[1] as number) - (times[0] as number)).toBe(25 * 3_600_000);
  });

  it('daylight saving: an hourly cron keeps real hours through the repeated autumn hour, no duplicate instant', () => {
    const hourly = schedule({ cron: '0 0 * * * *' });
    const times = fireTimesAfter(hourly, Date.UTC(2026, 10, 1, 3, 30), NEW_YORK, 4);
    expect(times).toEqual([
      Date.UTC(2026, 10, 1, 4),
      Date.UTC(2026, 10, 1, 5),
      Date.UTC(2026, 10, 1, 6),
      Date.UTC(2026, 10, 1, 7),
    ]);
  });

  it('refuses schedules that cannot fire, naming the field', () => {
    expect(refusal(() => checkSchedule(schedule({ cron: '61 * * * *' }), SHANGHAI)).key).toBe(
      'job.cronInvalid',
    );
    expect(refusal(() => checkSchedule(schedule({ cron: '* * * *' }), SHANGHAI)).key).toBe('job.cronFields');
    expect(refusal(() => checkSchedule(schedule({ cron: '0 0 0 1 1 * 2030' }), SHANGHAI)).key).toBe(
      'job.cronFields',
    );
    expect(refusal(() => checkSchedule(schedule({}), SHANGHAI)).params).toMatchObject({ field: 'cron' });
    expect(
      refusal(() => checkSchedule(schedule({ triggerType: 'interval' }), SHANGHAI)).params,
    ).toMatchObject({ field: 'intervalMs' });
    expect(refusal(() => checkSchedule(schedule({ triggerType: 'once' }), SHANGHAI)).params).toMatchObject({
      field: 'runAt',
    });
    const backwards = schedule({ cron: '0 * * * *', startTime: 2000, endTime: 1000 });
    expect(refusal(() => checkSchedule(backwards, SHANGHAI)).key).toBe('job.endBeforeStart');
  });
});

describe('schedules in words', () => {
  it('words cron, interval and once in the three languages', () => {
    const cron = schedule({ cron: '0 10 3 * * *' });
    expect(scheduleText(cron, 'en', SHANGHAI)).toBe('At 03:10');
    expect(scheduleText(cron, 'zh-cn', SHANGHAI)).toContain('03:10');
    expect(scheduleText(schedule({ cron: '*/5 * * * * *' }), 'zh-tw', SHANGHAI)).toBe('每 5 秒');
    const interval = schedule({
      triggerType: 'interval',
      intervalMs: 7_200_000,
      endTime: at('2026-06-01 00:00:00'),
    });
    expect(scheduleText(interval, 'en', SHANGHAI)).toBe('Every 2 hours, until 2026-06-01 00:00:00');
    expect(scheduleText(interval, 'zh-cn', SHANGHAI)).toBe('每 2 小时，至 2026-06-01 00:00:00 止');
    const once = schedule({ triggerType: 'once', runAt: at('2026-05-01 12:00:00') });
    expect(scheduleText({ ...once, maxNumberOfRuns: 0 }, 'zh-tw', SHANGHAI)).toBe(
      '在 2026-05-01 12:00:00 執行一次',
    );
  });
});
