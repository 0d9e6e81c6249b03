import { isIPv4 } from './validators.ts';

/**
 * http(s)/ftp URL: scheme, optional user:password@, a host that is a dotted IPv4, `localhost` or a domain
 * with a 2+ letter top-level label (IDN letters allowed), an optional port 1–65535, then an optional path,
 * query or fragment without spaces. Private and loopback hosts are accepted (see docs/decisions.md).
 */
const URL_SHAPE = /^(?:https?|ftp):\/\/(?:[^\s/?#@]+@)?([^\s/?#:@]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;
const LABEL = '[a-z\\d\\u00a1-\\uffff](?:[a-z\\d\\u00a1-\\uffff-]{0,61}[a-z\\d\\u00a1-\\uffff])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z\\u00a1-\\uffff]{2,63}\\.?$`, 'i');

export function isUrl(v: string): boolean {
  const m = URL_SHAPE.exec(v);
  if (!m) return false;
  const host = m[1]!;
  const port = m[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return host.toLowerCase() === 'localhost' || isIPv4(host) || DOMAIN.test(host);
}

/** A link a menu may open: a URL as above, or a path of this site (`/swagger`; not `//host`). */
export const isUrlOrPath = (v: string): boolean => /^\/(?!\/)\S*$/.test(v) || isUrl(v);
