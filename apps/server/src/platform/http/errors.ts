import type { MessageKey, MessageParams } from '../i18n/messages.ts';

/** Envelope codes for handled failures (HTTP 200 unless noted in the error handler). */
export type FailureCode = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/** A failure the caller can act on: answered with a localised message, never logged as an exception. */
export class AppError extends Error {
  constructor(
    readonly code: FailureCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** machine-readable reason for clients and tests, e.g. 'record.notFound' */
    readonly reason: string = key,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'record.notFound');
export const duplicate = (field: string, value: string) =>
  new AppError(409, 'record.duplicate', { field, value });
