import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import type { RouteGate } from './access.ts';
import { envelopeSchema, success, successJson } from './envelope.ts';
import { JsonAnswer } from './json-answer.ts';
import { namesIgnoringCase } from './query.ts';

/**
 * Every /api route declares who may call it. The server refuses to start with an undeclared route.
 * - public: anyone, signed in or not
 * - login: any signed-in user
 * - permission: a signed-in user holding the button code (super admins hold every code)
 */
export type Access = { public: true } | { login: true } | { permission: string };

/**
 * What a route does, for the audit logs: reads are not logged, writes go to the operation log,
 * sign-in calls to the visit log (by the auth module itself).
 */
export type RouteKind = 'read' | 'write' | 'signIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    kind?: RouteKind;
    gate?: RouteGate;
  }
  interface FastifyRequest {
    lang: Language;
  }
}

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface ApiRouteDef<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** default: GET reads, POST writes */
  kind?: RouteKind;
  /**
   * checked for a signed-in caller before the permission (a plugin route answers 404 to a tenant that has not
   * enabled the plugin, whatever its grants); public routes have no caller to check
   */
  gate?: RouteGate;
  /** extra route config, e.g. `{ rateLimit: {...} }` */
  config?: Record<string, unknown>;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  params?: P;
  result: R;
  /** may answer a `JsonAnswer` (a cached, already serialised result) instead of the result itself */
  handler: (
    ctx: RouteContext<z.output<B>, z.output<Q>, z.output<P>>,
  ) => Promise<z.output<R> | JsonAnswer> | z.output<R> | JsonAnswer;
}

/** Returns a function that registers enveloped JSON API routes on the app. */
export function routeRegistrar(app: FastifyInstance, timeZone: string) {
  return <
    B extends z.ZodType = z.ZodUndefined,
    Q extends z.ZodType = z.ZodUndefined,
    P extends z.ZodType = z.ZodUndefined,
    R extends z.ZodType = z.ZodNull,
  >(
    def: ApiRouteDef<B, Q, P, R>,
  ) => apiRoute(app, def, timeZone);
}

/** Registers one enveloped JSON API route with its schemas (validation + OpenAPI) and its access declaration. */
function apiRoute<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  def: ApiRouteDef<B, Q, P, R>,
  timeZone: string,
): void {
  app.route({
    method: def.method,
    url: def.url,
    config: {
      ...def.config,
      access: def.access,
      ...(def.gate ? { gate: def.gate } : {}),
      kind: def.kind ?? (def.method === 'GET' ? 'read' : 'write'),
    },
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: namesIgnoringCase(def.query) } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...('public' in def.access ? {} : { security: [{ bearer: [] }] }),
      response: { 200: envelopeSchema(def.result) },
    },
    handler: async (request, reply) => {
      const result = await def.handler({
        body: request.body as z.output<B>,
        query: request.query as z.output<Q>,
        params: request.params as z.output<P>,
        lang: request.lang,
        request,
        reply,
      });
      request.resultCode = 200;
      if (result instanceof JsonAnswer) {
        // a string with a JSON content type is sent without the schema serializer
        reply.type('application/json; charset=utf-8');
        return successJson(result.json, timeZone);
      }
      return success(result, timeZone);
    },
  });
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * Start-up check: an /api route without an access declaration is a programming error.
 * Returns the catalogue of declared /api routes (filled as routes register).
 */
export function requireAccessDeclarations(app: FastifyInstance): RouteEntry[] {
  const catalogue: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api/')) return;
    const access = route.config?.access;
    const valid =
      access !== undefined &&
      (('public' in access && access.public === true) ||
        ('login' in access && access.login === true) ||
        ('permission' in access && /^[A-Za-z][\w]*:[\w:]+$/.test(access.permission)));
    if (!valid) {
      throw new Error(
        `route ${String(route.method)} ${url} declares no access (public, login or a permission code)`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') catalogue.push({ method, url, access });
    }
  });
  return catalogue;
}
