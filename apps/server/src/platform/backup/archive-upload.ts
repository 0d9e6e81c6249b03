import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { formatBytes, malformed } from '../storage/upload.ts';

/**
 * Streams an uploaded archive (multipart, one part named `file`) to a temporary file in the backup folder, never
 * holding it in memory; refused beyond `maxBytes`. Returns the temporary path (the caller verifies, then renames).
 */
export async function receiveArchive(request: FastifyRequest, dir: string, maxBytes: number, id: number) {
  if (!request.isMultipart()) throw new AppError(400, 'file.notMultipart');
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })
    .catch(() => undefined);
  if (!part) throw new AppError(400, 'file.missing');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `.upload-${id}.part`);
  try {
    await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
    if (part.file.truncated) {
      throw new AppError(400, 'file.tooLarge', { name: part.filename, limit: formatBytes(maxBytes) });
    }
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(400, 'file.tooLarge', { name: part.filename, limit: formatBytes(maxBytes) });
    }
    // a body cut off or without its boundary is the client's mistake
    throw malformed(error);
  }
  return { path, name: part.filename };
}

export async function keepAs(tempPath: string, finalPath: string): Promise<void> {
  await rename(tempPath, finalPath);
}
