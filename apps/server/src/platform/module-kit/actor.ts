import type { FastifyRequest } from 'fastify';
import { type Principal, principalOf } from '../http/access.ts';

/** Who a service acts for: the signed-in principal and the request's id, which the logs carry as trace id. */
export type Actor = Principal & { traceId: string };

/** The route layer's one conversion from the HTTP request; services take the actor and never the request. */
export function actorOf(request: FastifyRequest): Actor {
  return { ...principalOf(request), traceId: request.id };
}
