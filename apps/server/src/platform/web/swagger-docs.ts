import type SwaggerPlugin from '@fastify/swagger';
import type SwaggerUiPlugin from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { swaggerLoginPage } from '../../modules/system/swagger/login-page.ts';
import { hasSwaggerSession } from './swagger-session.ts';
import { failure } from '../http/envelope.ts';
import { sendJson } from '../http/error-handler.ts';
import { translate } from '../i18n/messages.ts';
import { lazyRequire } from '../runtime/lazy-require.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of every route (built on first use). */
    openApi(): Promise<Record<string, unknown>>;
  }
}

const swaggerPlugin = lazyRequire<typeof SwaggerPlugin>('@fastify/swagger');
const swaggerUiPlugin = lazyRequire<typeof SwaggerUiPlugin>('@fastify/swagger-ui');

const PREFIX = '/swagger';
const DOC_INDEX = new Set(['/swagger', '/swagger/', '/swagger/index.html', '/swagger/static/index.html']);
/** headers of the docs app's answer that the outer reply sets itself */
const OWN_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * OpenAPI generated from the route schemas, shown at /swagger only after signing in with a real account.
 * Loading @fastify/swagger, its YAML support and swagger-ui and describing some 200 routes was a noticeable
 * part of the start-up, for pages few people open: the routes are only noted at start, and the document and
 * its UI are built in a separate, inner Fastify app on the first /swagger request, which then serves them.
 */
export function registerSwagger(app: FastifyInstance, version: string, timeZone: string): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD routes are added again by the inner app with their GET; hidden ones stay out of the document
    if (route.method === 'HEAD' || route.schema?.hide) return;
    routes.push({ method: route.method, url: route.url, schema: route.schema });
  });

  let docs: Promise<FastifyInstance> | undefined;
  const docsApp = () => {
    docs ??= buildDocsApp(routes, version).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };
  app.decorate('openApi', async () => (await docsApp()).swagger() as unknown as Record<string, unknown>);

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!hasSwaggerSession(request)) {
      if (DOC_INDEX.has(path)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(swaggerLoginPage(request.lang));
      }
      return sendJson(reply, 401, failure(401, translate(request.lang, 'http.unauthorized'), timeZone));
    }
    const answer = await (await docsApp()).inject({ method: 'GET', url: request.url });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    // a redirect has no body, and no content type to go with one
    return reply.status(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
  };
  app.get(PREFIX, { schema: { hide: true } }, serve);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, serve);
}

async function buildDocsApp(routes: readonly DocumentedRoute[], version: string): Promise<FastifyInstance> {
  const docs = Fastify({ logger: false });
  docs.setValidatorCompiler(validatorCompiler);
  docs.setSerializerCompiler(serializerCompiler);
  await docs.register(swaggerPlugin(), {
    openapi: {
      info: { title: 'Retail back-office API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // recursive schemas (menu trees) are emitted as components
    transformObject: jsonSchemaTransformObject,
  });
  await docs.register(swaggerUiPlugin(), {
    routePrefix: PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, persistAuthorization: true },
  });
  const describeOnly = async () => null;
  for (const route of routes) docs.route({ ...route, handler: describeOnly });
  await docs.ready();
  return docs;
}
