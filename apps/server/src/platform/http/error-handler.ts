import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, pickLanguage } from '../i18n/language.ts';
import { isMessageKey, translate } from '../i18n/messages.ts';
import { failure } from './envelope.ts';
import { AppError, type FailureCode } from './errors.ts';

/** Called for unexpected errors so they reach the exception log; the caller only sees a request id. */
export type ExceptionSink = (request: FastifyRequest, error: unknown) => void;

/** zod's own texts in each language. */
export const zodLocales = { 'zh-cn': z.locales.zhCN(), en: z.locales.en(), 'zh-tw': z.locales.zhTW() };

interface ValidationItem {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function valueAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function localeText(lang: Language, issue: never): string | undefined {
  const out = zodLocales[lang].localeError(issue);
  return out === undefined || out === null ? undefined : typeof out === 'string' ? out : out.message;
}

/** `account: Too small: expected string to have >=5 characters` in the caller's language. */
export function describeValidation(
  items: ValidationItem[],
  lang: Language,
  context: string | undefined,
  input: unknown,
): string {
  return items
    .map((item) => {
      const path = item.instancePath.split('/').filter(Boolean);
      const issue = { code: item.keyword, path, input: valueAt(input, path), ...item.params } as never;
      // zod's own (English) text means no schema-specific message was given: translate it
      const isDefault = item.message === undefined || item.message === localeText('en', issue);
      // a schema-specific message may be a message key (the §5 rules of text-rules.ts): shown translated
      const own =
        item.message !== undefined && isMessageKey(item.message)
          ? translate(lang, item.message)
          : item.message;
      const text = (isDefault ? localeText(lang, issue) : undefined) ?? own ?? item.keyword;
      const field = path.length > 0 ? path.join('.') : (context ?? 'body');
      return `${field}: ${text}`;
    })
    .join('; ');
}

function formatBytes(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(0)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** A handled failure as the envelope carries it. */
interface Failure {
  code: FailureCode;
  message: string;
  reason: string;
}

const failureOf = (error: AppError, lang: Language): Failure => ({
  code: error.code,
  message: error.textIn(lang),
  reason: error.reason,
});

/** Fastify's own refusals (body parsing, rate limit, other 4xx) as the failures this API answers. */
function frameworkFailure(error: unknown, request: FastifyRequest, bodyLimit: number): AppError | undefined {
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'http.badJson', { detail: fe.message }, 'badJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(
        400,
        'http.unsupportedMediaType',
        { type: request.headers['content-type'] ?? '(none)' },
        'mediaType',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(400, 'http.bodyTooLarge', { limit: formatBytes(bodyLimit) }, 'bodyTooLarge');
  }
  if (fe.statusCode === 429) return new AppError(429, 'http.tooManyRequests', {}, 'rateLimit');
  if (error instanceof SyntaxError || (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)) {
    return new AppError(400, 'http.badRequest', { detail: fe.message }, 'badRequest');
  }
  return undefined;
}

function mapError(error: unknown, request: FastifyRequest, bodyLimit: number): Failure | undefined {
  if (error instanceof AppError) return failureOf(error, request.lang);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const input =
      context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
    const message = describeValidation(error.validation, request.lang, context, input);
    return { code: 400, message, reason: 'validation' };
  }
  const framework = frameworkFailure(error, request, bodyLimit);
  return framework && failureOf(framework, request.lang);
}

/** Sends pre-serialised JSON so a route's success schema never applies to an error body. */
export function sendJson(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Maps every error to the envelope; unexpected ones become a generic 500 with a request id. */
export function installErrorHandler(
  app: FastifyInstance,
  timeZone: string,
  bodyLimit: number,
  sink: ExceptionSink,
) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error, request, bodyLimit);
    if (mapped) {
      const { code, message, reason } = mapped;
      const body = failure(code, message, timeZone, { reason, requestId: request.id });
      request.resultCode = code;
      return sendJson(reply, code === 401 || code === 429 || code === 503 ? code : 200, body);
    }
    request.log.error({ err: error }, 'unexpected error');
    request.resultCode = 500;
    sink(request, error);
    const message = translate(request.lang, 'http.internal', { requestId: request.id });
    return sendJson(
      reply,
      500,
      failure(500, message, timeZone, { reason: 'internal', requestId: request.id }),
    );
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a path that is not valid percent-encoding,
 * an over-long path parameter) get the same 400 envelope, request id and language as every other error,
 * instead of Fastify's bare JSON.
 */
export function frameworkErrorHandler(timeZone: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    request.resultCode = 400;
    const message = translate(request.lang, 'http.badRequest', { detail: error.message });
    reply.header('x-request-id', request.id);
    return sendJson(reply, 400, failure(400, message, timeZone, { reason: 'badUrl', requestId: request.id }));
  };
}
