import { dateTimeText } from './format.ts';

export function DateTimeText({ value }: { value: string | null | undefined }) {
  return <span className="date-time">{dateTimeText(value)}</span>;
}
