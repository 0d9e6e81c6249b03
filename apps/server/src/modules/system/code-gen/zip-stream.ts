import { PassThrough, type Readable } from 'node:stream';
import { ZipWriter } from '../../../platform/backup/zip-writer.ts';
import type { DownloadEntry } from './generated-files.ts';

/** Resolves once the stream takes more bytes, or is gone (the client left). */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The entries as a zip, written into the returned stream as the client reads it. */
export function zipStream(entries: readonly DownloadEntry[], createdTime: number): Readable {
  const out = new PassThrough();
  const zip = new ZipWriter(
    async (bytes) => {
      if (out.destroyed) throw new Error('the download was closed');
      if (!out.write(bytes)) await drained(out);
    },
    { createdTime },
  );
  void (async () => {
    for (const entry of entries) await zip.add(entry.path, [entry.content]);
    await zip.finish();
    out.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
