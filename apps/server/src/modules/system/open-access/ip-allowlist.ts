import { BlockList, isIP } from 'node:net';

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address it wraps. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** The index of the first entry that is neither an address nor a CIDR range, or -1. */
export function firstInvalidEntry(entries: readonly string[]): number {
  return entries.findIndex((entry) => !addEntry(new BlockList(), entry));
}

function addEntry(list: BlockList, entry: string): boolean {
  const [address = '', bits, extra] = entry.trim().split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, Number(bits), type);
  return true;
}

/** Whether `ip` may use a key with these entries: any address when there are none. */
export function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const list = new BlockList();
  for (const entry of entries) addEntry(list, entry);
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
