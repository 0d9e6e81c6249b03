import type { Language } from '../i18n/language.ts';
import { type MessageKey, type MessageParams, type ParamsArg, translateChecked } from '../i18n/messages.ts';

/** Envelope codes for handled failures (HTTP 200 unless noted in the error handler). */
export type FailureCode = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/** A failure the caller can act on: answered with a localised message, never logged as an exception. */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  /** `params` are typed from the placeholders of the key's text; `reason` defaults to the key. */
  constructor(code: FailureCode, key: K, ...paramsAndReason: ParamsArg<K, [reason?: string]>);
  constructor(
    readonly code: FailureCode,
    readonly key: K,
    readonly params: MessageParams = {},
    /** machine-readable reason for clients and tests, e.g. 'record.notFound' */
    readonly reason: string = key,
  ) {
    super(key);
    this.name = 'AppError';
  }

  /** The message in a language; the params were checked against the key when the error was made. */
  textIn(lang: Language): string {
    return translateChecked(lang, this.key, this.params);
  }
}

export const notFound = () => new AppError(404, 'record.notFound');
export const duplicate = (field: string, value: string) =>
  new AppError(409, 'record.duplicate', { field, value });
