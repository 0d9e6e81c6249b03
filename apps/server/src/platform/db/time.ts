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

/** The zone's own formatting: exact for any instant, but costly (a page of rows calls it dozens of times). */
export function formatTimeIntl(ms: number, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Since 1973 every zone's offset is a whole number of quarter hours and changes at a local hour or half hour,
 * so it is constant within each quarter hour of UTC: it is asked of Intl once per zone and quarter hour.
 */
const QUARTER_HOUR = 900_000;
const FROM = Date.UTC(1973, 0, 1);
const UNTIL = Date.UTC(9999, 0, 1);
const OFFSETS_KEPT = 4096;
const offsetsByZone = new Map<string, Map<number, number>>();

function quarterOffset(quarter: number, timeZone: string): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    offset = Date.parse(`${formatTimeIntl(start, timeZone).replace(' ', 'T')}Z`) - start;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatTime(ms: number, timeZone: string): string {
  if (!(ms >= FROM && ms < UNTIL)) return formatTimeIntl(ms, timeZone);
  const wall = new Date(ms + quarterOffset(Math.floor(ms / QUARTER_HOUR), timeZone));
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ${two(
    wall.getUTCHours(),
  )}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
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
