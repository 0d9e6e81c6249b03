/** What antd's RangePicker puts in the form (dayjs values); only `format` is needed here. */
interface Formattable {
  format(template: string): string;
}

export interface WithRange {
  range?: [Formattable | null, Formattable | null] | null;
}

/**
 * The search bar keeps a date range in one `range` field; page and export calls send `startTime` and
 * `endTime` dates instead (the server counts a date-only end as the whole day), or times when the range
 * was picked with them (`withTime`).
 */
export function splitRange<T extends WithRange>(
  input: T,
  { withTime = false }: { withTime?: boolean } = {},
): Omit<T, 'range'> & { startTime?: string; endTime?: string } {
  const { range, ...rest } = input;
  const out: Omit<T, 'range'> & { startTime?: string; endTime?: string } = rest;
  const [from, to] = range ?? [];
  const format = withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  if (from) out.startTime = from.format(format);
  if (to) out.endTime = to.format(format);
  return out;
}
