/** The allowlist text of the form (one entry a line) as the API takes it: trimmed, blank lines dropped. */
export function ipLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

/** A quick check before the server's (which decides): an IPv4 or IPv6 address, with an optional prefix length. */
function looksLikeEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && IPV6.test(address);
  if (!v4 && !v6) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
}

/** The 1-based number of the first non-blank line that is no address or range, or 0. */
export function invalidIpLine(text: string): number {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => line.trim() !== '' && !looksLikeEntry(line.trim()));
  return at + 1;
}
