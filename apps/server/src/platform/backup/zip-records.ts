/**
 * The zip records an archive is made of (PKWARE APPNOTE 4.3): every entry is deflated, named in UTF-8 and followed
 * by a data descriptor, so an archive is written front to back in one pass. The end record's comment carries the
 * SHA-256 of every byte before it, so a reader can tell any changed byte before it trusts anything in the file
 * (a zip's own CRC-32s miss a change in a header or in the padding bits of a deflate stream).
 */

export const LOCAL_SIGNATURE = 0x04034b50;
export const DESCRIPTOR_SIGNATURE = 0x08074b50;
export const CENTRAL_SIGNATURE = 0x02014b50;
export const END_SIGNATURE = 0x06054b50;

export const LOCAL_HEADER_BYTES = 30;
export const DESCRIPTOR_BYTES = 16;
export const CENTRAL_HEADER_BYTES = 46;
export const END_RECORD_BYTES = 22;

const VERSION = 20;
/** bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8 */
export const ENTRY_FLAGS = 0x0808;
export const DEFLATE = 8;
/** zip without its 64-bit extension: sizes, offsets and the entry count must fit these */
export const MAX_32 = 0xffff_ffff;
export const MAX_ENTRIES = 0xffff;

export const DIGEST_PREFIX = 'rbk-sha256:';
/** the end record's comment: the prefix and 64 hex digits */
export const COMMENT_BYTES = DIGEST_PREFIX.length + 64;

export interface CentralEntry {
  name: string;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

/** MS-DOS date and time of a moment (local fields of UTC: archives look the same wherever they are made). */
export function dosDateTime(epochMs: number): { time: number; date: number } {
  const d = new Date(epochMs);
  const year = Math.max(1980, d.getUTCFullYear());
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

export function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(LOCAL_HEADER_BYTES + name.length);
  b.writeUInt32LE(LOCAL_SIGNATURE, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(ENTRY_FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14..25) are zero: the data descriptor carries them
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  name.copy(b, LOCAL_HEADER_BYTES);
  return b;
}

export function dataDescriptor(entry: CentralEntry): Buffer {
  const b = Buffer.alloc(DESCRIPTOR_BYTES);
  b.writeUInt32LE(DESCRIPTOR_SIGNATURE, 0);
  b.writeUInt32LE(entry.crc >>> 0, 4);
  b.writeUInt32LE(entry.compressedSize, 8);
  b.writeUInt32LE(entry.size, 12);
  return b;
}

export function centralHeader(entry: CentralEntry, stamp: { time: number; date: number }): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const b = Buffer.alloc(CENTRAL_HEADER_BYTES + name.length);
  b.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(ENTRY_FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(entry.crc >>> 0, 16);
  b.writeUInt32LE(entry.compressedSize, 20);
  b.writeUInt32LE(entry.size, 24);
  b.writeUInt16LE(name.length, 28);
  // extra length, comment length, disk, internal and external attributes (30..41) are zero
  b.writeUInt32LE(entry.offset, 42);
  name.copy(b, CENTRAL_HEADER_BYTES);
  return b;
}

export function endRecord(
  entries: number,
  centralSize: number,
  centralOffset: number,
  comment: Buffer,
): Buffer {
  const b = Buffer.alloc(END_RECORD_BYTES + comment.length);
  b.writeUInt32LE(END_SIGNATURE, 0);
  b.writeUInt16LE(entries, 8);
  b.writeUInt16LE(entries, 10);
  b.writeUInt32LE(centralSize, 12);
  b.writeUInt32LE(centralOffset, 16);
  b.writeUInt16LE(comment.length, 20);
  comment.copy(b, END_RECORD_BYTES);
  return b;
}
