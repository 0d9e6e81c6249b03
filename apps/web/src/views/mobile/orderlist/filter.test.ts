import { describe, expect, it } from 'vitest';
import { orderFilter } from './filter.ts';

const now = new Date(2026, 10, 23, 9, 30);

describe('orderFilter', () => {
  it('sends the typed text as the chosen field, trimmed, and nothing when empty', () => {
    expect(orderFilter({ field: 'no', text: ' XS2026 ', period: 'all' }, now)).toEqual({ no: 'XS2026' });
    expect(orderFilter({ field: 'vipKeyword', text: '13800138000', period: 'all' }, now)).toEqual({
      vipKeyword: '13800138000',
    });
    expect(orderFilter({ field: 'barcode', text: '  ', period: 'all' }, now)).toEqual({});
  });

  it('limits to whole business days of the period', () => {
    expect(orderFilter({ field: 'no', text: '', period: 'today' }, now)).toEqual({
      startTime: '2026-11-23',
      endTime: '2026-11-23',
    });
    expect(orderFilter({ field: 'no', text: '', period: 'week' }, now)).toEqual({
      startTime: '2026-11-17',
      endTime: '2026-11-23',
    });
  });
});
