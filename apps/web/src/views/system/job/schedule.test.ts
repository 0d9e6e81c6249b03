import type { JobTriggerOutput } from '@retail/contracts/api/system/job';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { intervalParts, joinCron, scheduleBody, splitCron, triggerFormValues } from './schedule.ts';

describe('cron parts', () => {
  it('splits the seconds off a six-field expression and keeps a five-field one whole', () => {
    expect(splitCron('*/5 0 3 * * 1-5')).toEqual({ seconds: '*/5', rest: '0 3 * * 1-5' });
    expect(splitCron('  0   3 * * * ')).toEqual({ seconds: null, rest: '0 3 * * *' });
    expect(splitCron('0 3 * *')).toBeNull();
    expect(splitCron('')).toBeNull();
  });

  it('joins them back; blank seconds give five fields', () => {
    expect(joinCron({ seconds: '30', rest: '0 3 * * *' })).toBe('30 0 3 * * *');
    expect(joinCron({ seconds: ' ', rest: '0 3 * * *' })).toBe('0 3 * * *');
    expect(joinCron({ seconds: null, rest: '0 3 * * *' })).toBe('0 3 * * *');
  });
});

describe('intervals', () => {
  it('shows an interval in the largest unit that divides it', () => {
    expect(intervalParts(7_200_000)).toEqual({ interval: 2, intervalUnit: 'h' });
    expect(intervalParts(90_000)).toEqual({ interval: 90, intervalUnit: 's' });
    expect(intervalParts(300_000)).toEqual({ interval: 5, intervalUnit: 'min' });
    expect(intervalParts(1000)).toEqual({ interval: 1, intervalUnit: 's' });
  });
});

describe('scheduleBody', () => {
  const start = dayjs('2030-01-02 03:04:05');

  it('sends only the fields of the chosen type', () => {
    const values = {
      cron: '0 0 3 * * *',
      interval: 5,
      intervalUnit: 'min' as const,
      runAt: start,
      startTime: start,
      endTime: null,
    };
    expect(scheduleBody({ ...values, triggerType: 'cron' })).toEqual({
      triggerType: 'cron',
      cron: '0 0 3 * * *',
      intervalMs: null,
      runAt: null,
      startTime: '2030-01-02 03:04:05',
      endTime: null,
    });
    expect(scheduleBody({ ...values, triggerType: 'interval' })).toMatchObject({
      cron: null,
      intervalMs: 300_000,
      runAt: null,
    });
    expect(scheduleBody({ ...values, triggerType: 'once' })).toMatchObject({
      cron: null,
      intervalMs: null,
      runAt: '2030-01-02 03:04:05',
    });
  });

  it('reads a trigger back into the same values', () => {
    const row: JobTriggerOutput = {
      id: 1,
      jobId: 'job',
      triggerId: 'every2h',
      triggerType: 'interval',
      cron: null,
      intervalMs: 7_200_000,
      runAt: null,
      startTime: '2030-01-02 03:04:05',
      endTime: null,
      description: null,
      scheduleText: '',
      status: 1,
      maxNumberOfRuns: 10,
      numberOfRuns: 0,
      numberOfErrors: 0,
      lastRunTime: null,
      nextRunTime: null,
      createTime: '2030-01-01 00:00:00',
      updateTime: null,
    };
    const values = triggerFormValues(row);
    expect(values).toMatchObject({ interval: 2, intervalUnit: 'h', maxNumberOfRuns: 10, description: '' });
    expect(scheduleBody(values)).toEqual({
      triggerType: 'interval',
      cron: null,
      intervalMs: 7_200_000,
      runAt: null,
      startTime: '2030-01-02 03:04:05',
      endTime: null,
    });
  });
});
