import type { FastifyRequest } from 'fastify';

/** Where a request came from, as sign-in and the visit log record it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The route layer's conversion: the client address and the browser's user agent. */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
