import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ContentMissing, type FileStorage } from './file-storage.ts';

const missingAs = (key: string) => (error: unknown) => {
  throw (error as { code?: string }).code === 'ENOENT' ? new ContentMissing(key) : error;
};

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*(?:\.[a-z0-9]{1,10})?$/;

/** Files on the local disk under one root folder (DATA_DIR/uploads). */
export class LocalFileStorage implements FileStorage {
  readonly provider = 'local';
  readonly bucket = 'uploads';
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(join(dataDir, 'uploads'));
  }

  /** The absolute path of a key; keys are server-made, but a malformed one never escapes the root. */
  private pathOf(key: string): string {
    const full = resolve(this.root, key);
    if (!KEY.test(key) || !full.startsWith(this.root + sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { flag: 'wx' });
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key)).catch(missingAs(key));
  }

  async stream(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path).catch(missingAs(key)); // fail here (not mid-response) when the file is gone
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
