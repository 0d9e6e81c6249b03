/**
 * The business time zone's clock as the server tells it: every envelope carries `time` (yyyy-MM-dd HH:mm:ss in
 * the business zone), the API does not publish the zone itself. The browser may run in another zone.
 */
let last: { wall: number; at: number } | null = null;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Notes the `time` of an envelope just received. */
export function noteServerTime(text: unknown, at = Date.now()): void {
  const m = typeof text === 'string' ? LOCAL_TIME.exec(text) : null;
  if (!m) return;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  last = { wall: Date.UTC(y!, mo! - 1, d!, h!, mi!, s!), at };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Now in the business time zone (yyyy-MM-dd HH:mm:ss), or null before any envelope arrived. */
export function businessNow(now = Date.now()): string | null {
  if (!last) return null;
  const t = new Date(last.wall + (now - last.at));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(
    t.getUTCMinutes(),
  )}:${pad(t.getUTCSeconds())}`;
}
