import type { MultipartFile } from '@fastify/multipart';
import { hasUnsafeText } from '@retail/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { unsafeTextError } from '../http/unsafe-text.ts';
import { ALLOWED_SUFFIXES, type DetectedType, detectType } from './content-type.ts';

export interface Upload {
  /** display name without the suffix */
  baseName: string;
  /** lower-case suffix without the dot */
  suffix: string;
  data: Buffer;
  type: DetectedType;
}

// path separators, control characters and characters Windows refuses
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const BAD_NAME_CHARS = /[/\\\u0000-\u001f\u007f<>:"|?*]/;

/** A file name as the user gave it: no path, no traversal, no hidden-file dot, a sensible length. */
export function checkFileName(name: string): string {
  if (hasUnsafeText(name)) throw unsafeTextError('filename');
  const trimmed = name.trim();
  if (
    trimmed === '' ||
    trimmed.length > 128 ||
    BAD_NAME_CHARS.test(trimmed) ||
    trimmed.startsWith('.') ||
    trimmed.includes('..')
  ) {
    throw new AppError(400, 'file.badName', { name: name.slice(0, 64) });
  }
  return trimmed;
}

/** A broken multipart body (cut off, no boundary) is the client's mistake, not a server error. */
export function malformed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
  return new AppError(400, 'file.malformed', { detail });
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * Reads the single `file` part of a multipart request into memory and checks it before anything is stored:
 * the name, the size limit, and the type recognised from the content, which must match the name's suffix.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  options: { imagesOnly?: boolean; suffixes?: string[] } = {},
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(400, 'file.notMultipart');
  // preservePath: the name exactly as sent, so a path in it is refused rather than silently cut off
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 }, preservePath: true });
  } catch (error) {
    throw malformed(error);
  }
  if (!part) throw new AppError(400, 'file.missing');
  let name: string;
  try {
    name = checkFileName(part.filename);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(400, 'file.tooLarge', { name, limit: formatBytes(maxBytes) });
    }
    throw malformed(error);
  }
  if (data.length === 0) throw new AppError(400, 'file.empty', { name });
  const type = detectType(data);
  if (!type) throw new AppError(400, 'file.typeNotAllowed', { name, allowed: ALLOWED_SUFFIXES });
  if (options.imagesOnly && !type.mime.startsWith('image/')) throw new AppError(400, 'file.imageOnly');
  if (options.suffixes && !type.suffixes.some((s) => options.suffixes?.includes(s))) {
    throw new AppError(400, 'file.typeNotAllowed', { name, allowed: options.suffixes.join(', ') });
  }
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!type.suffixes.includes(suffix)) {
    throw new AppError(400, 'file.typeMismatch', { name, actual: type.suffixes[0] ?? type.mime });
  }
  return { baseName: name.slice(0, dot), suffix, data, type };
}
