import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteGate } from './access.ts';
import type { Access, RouteKind } from './route.ts';
import { namesIgnoringCase } from './query.ts';

interface RawRouteDef<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** a check of the signed-in caller before the permission check (a plugin's: on for the caller's tenant) */
  gate?: RouteGate;
  kind?: RouteKind;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** what the success response is, for the API docs */
  produces: string;
  handler: (ctx: {
    body: z.output<B>;
    query: z.output<Q>;
    params: z.output<P>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<FastifyReply>;
}

/**
 * A route whose success is not the JSON envelope (downloads, exports, multipart uploads' raw bodies): same
 * access declaration and input validation as `routeRegistrar`; failures still answer the envelope.
 */
export function rawRoute<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(app: FastifyInstance, def: RawRouteDef<B, Q, P>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access, kind: def.kind ?? 'read', ...(def.gate ? { gate: def.gate } : {}) },
    schema: {
      summary: def.summary,
      description: `Success: ${def.produces}`,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: namesIgnoringCase(def.query) } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...('public' in def.access ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (request, reply) => {
      request.resultCode = 200;
      return def.handler({
        body: request.body as z.output<B>,
        query: request.query as z.output<Q>,
        params: request.params as z.output<P>,
        request,
        reply,
      });
    },
  });
}
