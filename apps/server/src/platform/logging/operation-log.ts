import type { FastifyInstance } from 'fastify';
import type { AuditLog } from './audit-log.ts';
import { maskedJson } from './mask.ts';
import { describeUserAgent } from './user-agent.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the envelope code the request was answered with */
    resultCode: number | null;
  }
}

/**
 * Every write (route kind `write`) and every signed (open-access) call leaves an operation-log row: who, what,
 * masked input, result, duration; a signed call's message is `accessKey=<key>`.
 */
export function logOperations(app: FastifyInstance, audit: AuditLog, enabled: () => Promise<boolean>): void {
  app.decorateRequest('resultCode', null);
  app.addHook('onResponse', async (request, reply) => {
    const config = request.routeOptions.config;
    const signedBy = request.openAccessKey;
    if ((config?.kind !== 'write' && !signedBy) || !(await enabled())) return;
    const p = request.principal;
    const { browser, os } = describeUserAgent(request.headers['user-agent']);
    const code = request.resultCode ?? reply.statusCode;
    audit.operation({
      tenantId: p?.tenantId ?? null,
      userId: p?.userId ?? null,
      account: p?.account ?? null,
      realName: p?.realName ?? null,
      remoteIp: request.ip,
      browser,
      os,
      elapsed: Math.round(reply.elapsedTime),
      status: code === 200 ? 'success' : 'fail',
      message: signedBy ? `accessKey=${signedBy}` : null,
      httpMethod: request.method,
      requestUrl: (request.url.split('?')[0] ?? '').slice(0, 256),
      permission: config?.access && 'permission' in config.access ? config.access.permission : null,
      requestParam: maskedJson(request.body ?? request.query),
      resultCode: code,
      traceId: request.id,
    });
  });
}
