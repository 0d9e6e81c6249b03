import dayjs, { type Dayjs } from 'dayjs';
import type { DateRange } from '../../../api/statistics.ts';

const FORMAT = 'YYYY-MM-DD';

/** A range picker's value: the first and last business day. */
export type DayRange = [Dayjs, Dayjs];

export const toDateRange = ([start, end]: DayRange): DateRange => ({
  startDate: start.format(FORMAT),
  endDate: end.format(FORMAT),
});

export const fromDateRange = ({ startDate, endDate }: DateRange): DayRange => [
  dayjs(startDate),
  dayjs(endDate),
];

/** The first of the month to `today` (the business date from the server). */
export function monthToDate(today: string): DateRange {
  return { startDate: `${today.slice(0, 7)}-01`, endDate: today };
}

/** The `days` days ending with `today`. */
export function lastDays(today: string, days: number): DateRange {
  return {
    startDate: dayjs(today)
      .subtract(days - 1, 'day')
      .format(FORMAT),
    endDate: today,
  };
}

export type PresetKey = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'thisYear';

/** The range picker's shortcuts, counted from the business date (not the browser's clock). */
export function presetRanges(today: string): Array<{ key: PresetKey; value: DayRange }> {
  const day = dayjs(today);
  const yesterday = day.subtract(1, 'day');
  const lastMonth = day.subtract(1, 'month');
  return [
    { key: 'today', value: [day, day] },
    { key: 'yesterday', value: [yesterday, yesterday] },
    { key: 'last7', value: fromDateRange(lastDays(today, 7)) },
    { key: 'last30', value: fromDateRange(lastDays(today, 30)) },
    { key: 'thisMonth', value: [day.startOf('month'), day] },
    { key: 'lastMonth', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
    { key: 'thisYear', value: [day.startOf('year'), day] },
  ];
}
