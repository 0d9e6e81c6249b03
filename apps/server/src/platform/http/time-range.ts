import { parseLocalTime } from '../db/time.ts';

/** Both bounds as epoch ms; a date-only end bound covers that whole day. */
export function timeRange(
  input: { startTime?: string | null; endTime?: string | null },
  timeZone: string,
): { from?: number; to?: number } {
  const range: { from?: number; to?: number } = {};
  if (input.startTime) range.from = parseLocalTime(input.startTime, timeZone);
  if (input.endTime) {
    const end = parseLocalTime(input.endTime, timeZone);
    const dateOnly = input.endTime.trim().length === 10;
    if (end !== undefined) range.to = dateOnly ? end + 86_400_000 - 1 : end;
  }
  return range;
}
