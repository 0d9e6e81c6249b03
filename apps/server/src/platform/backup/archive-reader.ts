import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { AppError } from '../http/errors.ts';
import {
  CENTRAL_HEADER_BYTES,
  CENTRAL_SIGNATURE,
  type CentralEntry,
  COMMENT_BYTES,
  DEFLATE,
  DESCRIPTOR_BYTES,
  DIGEST_PREFIX,
  END_RECORD_BYTES,
  END_SIGNATURE,
  ENTRY_FLAGS,
  LOCAL_HEADER_BYTES,
} from './zip-records.ts';

export const corrupt = (detail: string) => new AppError(400, 'backup.corrupt', { detail });

/** The largest directory read into memory (tens of thousands of file entries). */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

/**
 * Reads an archive written by ArchiveWriter. `open` first checks the digest in the end record against every byte
 * before it (one sequential read), so a changed byte anywhere is refused before any entry is trusted; entries are
 * then streamed through zlib with their CRC-32 and length checked at the end.
 */
export class ArchiveReader {
  private constructor(
    readonly path: string,
    readonly sizeBytes: number,
    readonly sha256: string,
    private readonly entries: Map<string, CentralEntry>,
  ) {}

  static async open(path: string): Promise<ArchiveReader> {
    const file = await open(path, 'r').catch(() => {
      throw new AppError(404, 'backup.fileMissing');
    });
    try {
      const { size } = await file.stat();
      const tailBytes = END_RECORD_BYTES + COMMENT_BYTES;
      if (size < tailBytes) throw corrupt('too short');
      const end = await readAt(file, size - tailBytes, tailBytes);
      const entryCount = end.readUInt16LE(8);
      const centralSize = end.readUInt32LE(12);
      const centralOffset = end.readUInt32LE(16);
      const comment = end.subarray(END_RECORD_BYTES).toString('latin1');
      const digest = comment.slice(DIGEST_PREFIX.length);
      if (
        end.readUInt32LE(0) !== END_SIGNATURE ||
        end.readUInt32LE(4) !== 0 ||
        end.readUInt16LE(10) !== entryCount ||
        end.readUInt16LE(20) !== COMMENT_BYTES ||
        !comment.startsWith(DIGEST_PREFIX) ||
        !/^[0-9a-f]{64}$/.test(digest) ||
        centralOffset + centralSize !== size - tailBytes ||
        centralSize > MAX_DIRECTORY_BYTES
      ) {
        throw corrupt('end record');
      }
      if ((await digestOf(path, size - tailBytes)) !== digest) throw corrupt('checksum');
      const directory = await readAt(file, centralOffset, centralSize);
      return new ArchiveReader(path, size, digest, parseDirectory(directory, entryCount, centralOffset));
    } finally {
      await file.close();
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entry's content as it was written, in chunks; throws when it does not inflate to its CRC and length. */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw corrupt(`no entry ${name}`);
    const dataStart = entry.offset + LOCAL_HEADER_BYTES + Buffer.byteLength(entry.name, 'utf8');
    let crc = 0;
    let size = 0;
    const inflate = createInflateRaw();
    // a deflate stream is never empty, so the range has at least one byte
    const source = createReadStream(this.path, {
      start: dataStart,
      end: dataStart + entry.compressedSize - 1,
    });
    const done = pipeline(source, inflate).catch((error: unknown) => {
      throw corrupt(`${name}: ${(error as Error).message}`);
    });
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
    await done;
    if (size !== entry.size || crc >>> 0 !== entry.crc) throw corrupt(`${name}: CRC or length`);
  }

  /** A small entry (the manifest) as text. */
  async text(name: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.read(name)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw corrupt('truncated');
  return buffer;
}

async function digestOf(path: string, length: number): Promise<string> {
  const hash = createHash('sha256');
  if (length > 0) {
    for await (const chunk of createReadStream(path, { start: 0, end: length - 1 }))
      hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** The directory's entries; each must lie where the previous one ended, in the layout ArchiveWriter writes. */
function parseDirectory(directory: Buffer, count: number, centralOffset: number): Map<string, CentralEntry> {
  const entries = new Map<string, CentralEntry>();
  let at = 0;
  let expectedOffset = 0;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_HEADER_BYTES > directory.length) throw corrupt('directory');
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: CentralEntry = {
      name: directory.toString('utf8', at + CENTRAL_HEADER_BYTES, at + CENTRAL_HEADER_BYTES + nameLength),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    };
    if (
      directory.readUInt32LE(at) !== CENTRAL_SIGNATURE ||
      directory.readUInt16LE(at + 8) !== ENTRY_FLAGS ||
      directory.readUInt16LE(at + 10) !== DEFLATE ||
      entry.offset !== expectedOffset ||
      entries.has(entry.name) ||
      !safeName(entry.name)
    ) {
      throw corrupt('directory');
    }
    entries.set(entry.name, entry);
    expectedOffset =
      entry.offset +
      LOCAL_HEADER_BYTES +
      Buffer.byteLength(entry.name) +
      entry.compressedSize +
      DESCRIPTOR_BYTES;
    at += CENTRAL_HEADER_BYTES + nameLength;
  }
  if (at !== directory.length || expectedOffset !== centralOffset) throw corrupt('directory');
  return entries;
}

/** Relative, slash-separated names without `..`: an entry name never leads outside its folder. */
function safeName(name: string): boolean {
  return name.length > 0 && !name.startsWith('/') && !name.includes('\\') && !name.split('/').includes('..');
}
