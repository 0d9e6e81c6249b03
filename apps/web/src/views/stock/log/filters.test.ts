import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { exportFilters } from '../../../api/retail-filters.ts';
import { toStockLogFilter } from './filters.ts';

describe('stock log filters', () => {
  it('turn the picked range into start and end dates and drop the picker value', () => {
    const filter = toStockLogFilter({
      barcode: '2000000000015',
      dateRange: [dayjs('2026-11-01T15:30:00'), dayjs('2026-11-23T08:00:00')],
    });
    expect(filter).toEqual({ barcode: '2000000000015', startTime: '2026-11-01', endTime: '2026-11-23' });
  });

  it('leave out an open end of the range', () => {
    expect(toStockLogFilter({ kind: 1, dateRange: [null, dayjs('2026-11-23')] })).toEqual({
      kind: 1,
      endTime: '2026-11-23',
    });
    expect(toStockLogFilter({ kind: 2, dateRange: null })).toEqual({ kind: 2 });
  });

  it('go to an export without the list sort (the export schemas are strict)', () => {
    expect(exportFilters({ barcode: 'X', field: 'createTime', order: 'descending' })).toEqual({
      barcode: 'X',
    });
  });
});
