import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { type Access, opensToSignedCalls } from './route.ts';

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

/** What a signed request's check reads of it. */
export interface SignedCall {
  method: string;
  /** the path and query as sent */
  url: string;
  /** the body's text as received ('' without one) */
  rawBody: string;
  ip: string;
  /** a header sent once, else undefined */
  header(name: string): string | undefined;
  /** set by the check once the signature proved the caller holds a real key (the operation log records it) */
  accessKey: string | null;
}

/** Checks a third party's signed request (the open-access module's); throws an AppError when it is refused. */
export interface SignatureVerifier {
  /** The bound user the call acts for, after every check passed (the route's `access` opens to signed calls). */
  verify(call: SignedCall, access: Access): Promise<Principal>;
}

function signedCallOf(request: FastifyRequest): SignedCall {
  return {
    method: request.method,
    url: request.url,
    rawBody: request.rawBody ?? '',
    ip: request.ip,
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : undefined;
    },
    accessKey: null,
  };
}

/** The header naming the key of a signed request; its presence makes a request a signed one. */
export const ACCESS_KEY_HEADER = 'accesskey';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** a signed request's access key, once it names a key (the operation log records it) */
    openAccessKey: string | null;
  }
}

const isSigned = (request: FastifyRequest) => request.headers[ACCESS_KEY_HEADER] !== undefined;

/**
 * Enforces each route's declared access before its handler runs (deny by default). A request with an `accessKey`
 * header is a signed one: refused outright on a route that did not open to signed calls, else verified once its
 * body is read (the signature covers the raw body), with no session token considered.
 */
export function enforceAccess(
  app: FastifyInstance,
  authenticator: () => Authenticator,
  signatures: () => SignatureVerifier | undefined,
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('openAccessKey', null);
  // onRequest: an unauthenticated caller is refused before its body is even parsed
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    if (isSigned(request)) {
      if (!opensToSignedCalls(access) || !signatures()) throw new AppError(401, 'http.notOpenAccess');
      return;
    }
    if (!('permission' in access) && !('login' in access)) throw new AppError(401, 'http.signatureRequired');
    const auth = authenticator();
    const principal = await auth.authenticate(request, reply);
    if (!principal) throw new AppError(401, 'http.unauthorized');
    request.principal = principal;
    await request.routeOptions.config.gate?.(principal);
    if ('permission' in access && !(await auth.hasPermission(principal, access.permission))) {
      throw new AppError(403, 'http.forbidden', {}, `permission.${access.permission}`);
    }
  });
  // preValidation: the body has been read (the signature covers it) but not yet checked against the schema
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access || !isSigned(request)) return;
    const verifier = signatures();
    if (!verifier) throw new AppError(401, 'http.notOpenAccess');
    const call = signedCallOf(request);
    try {
      request.principal = await verifier.verify(call, access);
    } finally {
      request.openAccessKey = call.accessKey;
    }
    await request.routeOptions.config.gate?.(request.principal);
  });
}
