import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import { AppError } from '../http/errors.ts';
import {
  type CentralEntry,
  centralHeader,
  DIGEST_PREFIX,
  dataDescriptor,
  dosDateTime,
  endRecord,
  localHeader,
  MAX_32,
  MAX_ENTRIES,
} from './zip-records.ts';

export interface WrittenEntry {
  size: number;
  sha256: string;
}

/**
 * Writes an archive front to back: each entry is streamed through zlib (off the event loop) into the file, so
 * memory does not grow with the data. `finish` writes the directory and the end record with the digest of
 * everything before it; `abort` removes a half-written file.
 */
export class ArchiveWriter {
  private readonly out: WriteStream;
  private readonly digest = createHash('sha256');
  private readonly entries: CentralEntry[] = [];
  private readonly stamp: { time: number; date: number };
  private offset = 0;

  constructor(
    readonly path: string,
    createdTime: number,
  ) {
    this.out = createWriteStream(path, { flags: 'wx' });
    this.out.on('error', () => {}); // reported by the write or `finished` that hits it
    this.stamp = dosDateTime(createdTime);
  }

  /** Adds an entry from chunks of its content; returns its length and SHA-256. */
  async add(
    name: string,
    content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): Promise<WrittenEntry> {
    if (this.entries.length >= MAX_ENTRIES) throw tooLarge(`more than ${MAX_ENTRIES} entries`);
    if (this.offset > MAX_32) throw tooLarge(`${this.offset} bytes before entry ${name}`);
    const entry: CentralEntry = { name, offset: this.offset, crc: 0, compressedSize: 0, size: 0 };
    await this.emit(localHeader(Buffer.from(name, 'utf8'), this.stamp));
    const sha = createHash('sha256');
    async function* measured() {
      for await (const chunk of content) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        sha.update(bytes);
        yield bytes;
      }
    }
    await pipeline(measured(), createDeflateRaw({ level: 6 }), async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) {
        entry.compressedSize += chunk.length;
        await this.emit(chunk);
      }
    });
    if (entry.size > MAX_32 || entry.compressedSize > MAX_32) throw tooLarge(`entry ${name}`);
    await this.emit(dataDescriptor(entry));
    this.entries.push(entry);
    return { size: entry.size, sha256: sha.digest('hex') };
  }

  /** Writes the directory and the end record; returns the file's size and the digest its end record carries. */
  async finish(): Promise<{ sizeBytes: number; sha256: string }> {
    const centralOffset = this.offset;
    for (const entry of this.entries) await this.emit(centralHeader(entry, this.stamp));
    const centralSize = this.offset - centralOffset;
    if (this.offset > MAX_32) throw tooLarge(`${this.offset} bytes`);
    const sha256 = this.digest.digest('hex');
    const end = endRecord(
      this.entries.length,
      centralSize,
      centralOffset,
      Buffer.from(DIGEST_PREFIX + sha256),
    );
    this.out.end(end);
    await once(this.out, 'finish');
    return { sizeBytes: this.offset + end.length, sha256 };
  }

  async abort(): Promise<void> {
    this.out.destroy();
    await rm(this.path, { force: true });
  }

  private async emit(bytes: Buffer): Promise<void> {
    this.digest.update(bytes);
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }
}

const tooLarge = (detail: string) => new AppError(400, 'backup.tooLarge', { detail });
