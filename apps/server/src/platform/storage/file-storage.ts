import type { Readable } from 'node:stream';

/**
 * Where uploaded file contents live. Keys are relative, slash-separated paths chosen by the server
 * (`2026/11/22/123.png`), never by the client. The local implementation keeps them under DATA_DIR/uploads;
 * an S3-compatible store implements the same four calls with a bucket and object keys.
 */
export interface FileStorage {
  /** provider name stored with each file row (`local`, `s3`, ...) */
  readonly provider: string;
  /** bucket (or root folder) name stored with each file row */
  readonly bucket: string;
  put(key: string, data: Buffer): Promise<void>;
  /** The content; a key holding nothing throws ContentMissing, any other failure is the store's. */
  get(key: string): Promise<Buffer>;
  /** Like `get`, as a stream; the failures come here, not in the middle of the stream. */
  stream(key: string): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** The key holds nothing (deleted by hand, never written): unlike a failing store, retrying will not help. */
export class ContentMissing extends Error {
  constructor(readonly key: string) {
    super(`no content stored under ${key}`);
    this.name = 'ContentMissing';
  }
}
