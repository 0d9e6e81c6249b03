import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { AppError } from '../http/errors.ts';
import { DIGEST_PREFIX } from './zip-records.ts';
import { type WrittenEntry, ZipWriter } from './zip-writer.ts';

/**
 * Writes a backup archive front to back into a file (a zip, zip-writer.ts). `finish` writes the directory and
 * the end record, whose comment carries the digest of everything before it; `abort` removes a half-written file.
 */
export class ArchiveWriter {
  private readonly out: WriteStream;
  private readonly digest = createHash('sha256');
  private readonly zip: ZipWriter;
  /** the digest is taken: the end record's bytes are not part of it */
  private sealed = false;

  constructor(
    readonly path: string,
    createdTime: number,
  ) {
    this.out = createWriteStream(path, { flags: 'wx' });
    this.out.on('error', () => {}); // reported by the write or `finished` that hits it
    this.zip = new ZipWriter((bytes) => this.write(bytes), { createdTime, tooLarge });
  }

  /** Adds an entry from chunks of its content; returns its length and SHA-256. */
  add(
    name: string,
    content: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  ): Promise<WrittenEntry> {
    return this.zip.add(name, content);
  }

  /** Writes the directory and the end record; returns the file's size and the digest its end record carries. */
  async finish(): Promise<{ sizeBytes: number; sha256: string }> {
    let sha256 = '';
    const sizeBytes = await this.zip.finish(() => {
      sha256 = this.digest.digest('hex');
      this.sealed = true;
      return Buffer.from(DIGEST_PREFIX + sha256);
    });
    this.out.end();
    await once(this.out, 'finish');
    return { sizeBytes, sha256 };
  }

  async abort(): Promise<void> {
    this.out.destroy();
    await rm(this.path, { force: true });
  }

  private async write(bytes: Buffer): Promise<void> {
    if (!this.sealed) this.digest.update(bytes);
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }
}

const tooLarge = (detail: string) => new AppError(400, 'backup.tooLarge', { detail });
