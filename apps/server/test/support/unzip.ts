import { crc32, inflateRawSync } from 'node:zlib';

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The entries of a zip by name, read from its central directory (stored or deflated entries, no 64-bit zip),
 * each checked against its CRC-32: what any unzip tool would extract.
 */
export function unzip(bytes: Buffer): Map<string, string> {
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== END) end -= 1;
  if (end < 0) throw new Error('no end record: not a zip');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (bytes.readUInt32LE(at) !== CENTRAL) throw new Error(`entry ${i}: no directory header`);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    if (bytes.readUInt32LE(offset) !== LOCAL) throw new Error(`${name}: no local header`);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const stored = bytes.subarray(start, start + compressedSize);
    const data = method === 8 ? inflateRawSync(stored) : stored;
    if (crc32(data) >>> 0 !== crc) throw new Error(`${name}: CRC-32 does not match`);
    entries.set(name, data.toString('utf8'));
    at += 46 + nameLength + skip;
  }
  return entries;
}
