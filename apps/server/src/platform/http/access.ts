import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Who is calling. Filled by the identity module's authenticator. */
export interface Principal {
  userId: number;
  tenantId: number;
  account: string;
  realName: string;
  accountType: number;
  orgId: number;
}

/** A route's extra condition on the signed-in caller; throws (an AppError) to refuse. */
export type RouteGate = (principal: Principal) => Promise<void>;

export interface Authenticator {
  /** The caller, or null when the request carries no valid session. May set token headers on the reply. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<Principal | null>;
  hasPermission(principal: Principal, code: string): Promise<boolean>;
}

/** The caller of a non-public route (the access check guarantees one; 401 otherwise). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'http.unauthorized');
  return request.principal;
}

/** Until an identity module registers one, nobody is signed in: non-public routes answer 401. */
export const anonymousOnly: Authenticator = {
  authenticate: async () => null,
  hasPermission: async () => false,
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Enforces each route's declared access before its handler runs (deny by default). */
export function enforceAccess(app: FastifyInstance, authenticator: () => Authenticator): void {
  app.decorateRequest('principal', null);
  // onRequest: an unauthenticated caller is refused before its body is even parsed
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const auth = authenticator();
    const principal = await auth.authenticate(request, reply);
    if (!principal) throw new AppError(401, 'http.unauthorized');
    request.principal = principal;
    await request.routeOptions.config.gate?.(principal);
    if ('permission' in access && !(await auth.hasPermission(principal, access.permission))) {
      throw new AppError(403, 'http.forbidden', {}, `permission.${access.permission}`);
    }
  });
}
