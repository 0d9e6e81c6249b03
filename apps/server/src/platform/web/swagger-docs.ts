import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { swaggerLoginPage } from '../../modules/system/swagger/login-page.ts';
import { hasSwaggerSession } from '../../modules/system/swagger/session.ts';
import { failure } from '../http/envelope.ts';
import { sendJson } from '../http/error-handler.ts';
import { translate } from '../i18n/messages.ts';

const DOC_INDEX = new Set(['/swagger', '/swagger/', '/swagger/index.html', '/swagger/static/index.html']);

/** OpenAPI generated from the route schemas, shown at /swagger only after signing in with a real account. */
export async function registerSwagger(
  app: FastifyInstance,
  version: string,
  timeZone: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Retail back-office API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // recursive schemas (menu trees) are emitted as components
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/swagger',
    uiConfig: { docExpansion: 'none', deepLinking: true, persistAuthorization: true },
    uiHooks: {
      onRequest: async (request, reply) => {
        if (hasSwaggerSession(request)) return;
        const path = request.url.split('?')[0] ?? '';
        if (DOC_INDEX.has(path)) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(swaggerLoginPage(request.lang));
        }
        return sendJson(reply, 401, failure(401, translate(request.lang, 'http.unauthorized'), timeZone));
      },
    },
  });
}
