import type { DateRange } from '../../../api/statistics.ts';

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a day on the device's calendar (the shop's phones run in the business time zone). */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function daysBefore(date: Date, days: number): Date {
  // calendar arithmetic, not 24-hour steps, so daylight-saving days do not skip or repeat a date
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

/** The whole business days a preset covers, both ends included; the last 7/30 days end today. */
export function rangeOf(preset: RangePreset, now: Date): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: dayText(now), endDate: dayText(now) };
    case 'yesterday': {
      const day = dayText(daysBefore(now, 1));
      return { startDate: day, endDate: day };
    }
    case 'week':
      return { startDate: dayText(daysBefore(now, 6)), endDate: dayText(now) };
    case 'month':
      return { startDate: dayText(daysBefore(now, 29)), endDate: dayText(now) };
  }
}
