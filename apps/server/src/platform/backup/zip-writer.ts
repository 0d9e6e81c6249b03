import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';
import {
  type CentralEntry,
  centralHeader,
  dataDescriptor,
  dosDateTime,
  endRecord,
  localHeader,
  MAX_32,
  MAX_ENTRIES,
} from './zip-records.ts';

/** Where a zip's bytes go, in order; it resolves once the bytes are taken (a file's or a stream's backpressure). */
export type ZipSink = (bytes: Buffer) => Promise<void>;

export interface WrittenEntry {
  size: number;
  sha256: string;
}

export interface ZipWriterOptions {
  /** the time every entry carries */
  createdTime: number;
  /** the refusal of an archive beyond the zip format without its 64-bit extension */
  tooLarge?: (detail: string) => Error;
}

/**
 * Writes a zip front to back into a sink (PKWARE APPNOTE 4.3, zip-records.ts): each entry is streamed through
 * zlib (off the event loop), so memory does not grow with the data; `finish` writes the directory and the end
 * record. The backup archive writes it into a file; the code generator into a download.
 */
export class ZipWriter {
  private readonly entries: CentralEntry[] = [];
  private readonly stamp: { time: number; date: number };
  private readonly tooLarge: (detail: string) => Error;
  private offset = 0;

  constructor(
    private readonly sink: ZipSink,
    options: ZipWriterOptions,
  ) {
    this.stamp = dosDateTime(options.createdTime);
    this.tooLarge = options.tooLarge ?? ((detail) => new Error(`zip too large: ${detail}`));
  }

  /** Adds an entry from chunks of its content; returns its length and SHA-256. */
  async add(
    name: string,
    content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): Promise<WrittenEntry> {
    if (this.entries.length >= MAX_ENTRIES) throw this.tooLarge(`more than ${MAX_ENTRIES} entries`);
    if (this.offset > MAX_32) throw this.tooLarge(`${this.offset} bytes before entry ${name}`);
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
    if (entry.size > MAX_32 || entry.compressedSize > MAX_32) throw this.tooLarge(`entry ${name}`);
    await this.emit(dataDescriptor(entry));
    this.entries.push(entry);
    return { size: entry.size, sha256: sha.digest('hex') };
  }

  /**
   * Writes the directory, then the end record with the comment `commentOf` gives once every byte before the end
   * record has gone to the sink (the backup archive's digest of them); returns the zip's size.
   */
  async finish(commentOf: () => Buffer = () => Buffer.alloc(0)): Promise<number> {
    const centralOffset = this.offset;
    for (const entry of this.entries) await this.emit(centralHeader(entry, this.stamp));
    const centralSize = this.offset - centralOffset;
    if (this.offset > MAX_32) throw this.tooLarge(`${this.offset} bytes`);
    await this.emit(endRecord(this.entries.length, centralSize, centralOffset, commentOf()));
    return this.offset;
  }

  private async emit(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    await this.sink(bytes);
  }
}
