import type { FastifyRequest } from 'fastify';
import type { ExceptionSink } from '../http/error-handler.ts';
import type { AuditLog } from './audit-log.ts';
import { maskedJson } from './mask.ts';
import { describeUserAgent } from './user-agent.ts';

/** Unexpected errors go to the exception log with their stack; the caller only ever sees the request id. */
export function exceptionSink(audit: AuditLog): ExceptionSink {
  return (request: FastifyRequest, error: unknown) => {
    const p = request.principal;
    const { browser, os } = describeUserAgent(request.headers['user-agent']);
    const err = error instanceof Error ? error : new Error(String(error));
    audit.exception({
      tenantId: p?.tenantId ?? null,
      userId: p?.userId ?? null,
      account: p?.account ?? null,
      realName: p?.realName ?? null,
      remoteIp: request.ip,
      browser,
      os,
      elapsed: null,
      status: 'error',
      message: err.message.slice(0, 512),
      httpMethod: request.method,
      requestUrl: (request.url.split('?')[0] ?? '').slice(0, 256),
      requestParam: maskedJson(request.body ?? request.query),
      exception: (err.stack ?? err.message).slice(0, 16000),
      traceId: request.id,
    });
  };
}
