/** Conversions between stored epoch milliseconds and the API's `yyyy-MM-dd HH:mm:ss` in the business time zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function formatTime(ms: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function formatNullableTime(ms: number | null | undefined, timeZone: string): string | null {
  return ms === null || ms === undefined ? null : formatTime(ms, timeZone);
}

/** Offset of the zone from UTC, in minutes, at the given instant. */
export function offsetMinutes(ms: number, timeZone: string): number {
  const local = formatTime(ms, timeZone);
  const asUtc = Date.parse(`${local.replace(' ', 'T')}Z`);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses `yyyy-MM-dd[ HH:mm[:ss]]` as wall-clock time in the zone; undefined when malformed. */
export function parseLocalTime(text: string, timeZone: string): number | undefined {
  const m = LOCAL_TIME.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? '0') as string[];
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  // two passes settle the offset across DST changes
  let guess = wall - offsetMinutes(wall, timeZone) * 60000;
  guess = wall - offsetMinutes(guess, timeZone) * 60000;
  return guess;
}
