import { describe, expect, it } from 'vitest';
import { splitRange, type WithRange } from './timeRange.ts';

const day = (text: string) => ({
  format: (template: string) => (template === 'YYYY-MM-DD' ? text : 'wrong'),
});

describe('splitRange', () => {
  it('replaces the range with start and end dates and keeps the other filters', () => {
    expect(splitRange({ page: 1, account: 'a', range: [day('2026-01-01'), day('2026-01-31')] })).toEqual({
      page: 1,
      account: 'a',
      startTime: '2026-01-01',
      endTime: '2026-01-31',
    });
  });
  it('sends no bound that was not chosen', () => {
    const openStart: WithRange & { page: number } = { page: 2, range: [null, day('2026-02-01')] };
    expect(splitRange(openStart)).toEqual({ page: 2, endTime: '2026-02-01' });
    expect(splitRange<WithRange & { page: number }>({ page: 3 })).toEqual({ page: 3 });
  });
  it('sends times when the range was picked with them', () => {
    const at = (text: string) => ({
      format: (template: string) => (template === 'YYYY-MM-DD HH:mm:ss' ? text : 'wrong'),
    });
    expect(
      splitRange({ range: [at('2026-01-01 08:00:00'), at('2026-01-01 09:30:00')] }, { withTime: true }),
    ).toEqual({
      startTime: '2026-01-01 08:00:00',
      endTime: '2026-01-01 09:30:00',
    });
  });
});
