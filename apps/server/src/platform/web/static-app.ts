import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type FastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope.ts';
import { sendJson } from '../http/error-handler.ts';
import { translate } from '../i18n/messages.ts';
import { lazyRequire } from '../runtime/lazy-require.ts';

/** loaded only when there is a web build to serve (API-only deployments and tests never need it) */
const fastifyStatic = lazyRequire<typeof FastifyStatic>('@fastify/static');

const SERVER_PREFIXES = ['/api/', '/swagger', '/hubs/'];

function isServerPath(url: string): boolean {
  return url === '/api' || SERVER_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Serves the built web app: hashed assets with immutable caching (brotli/gzip siblings when the browser
 * accepts them), index.html never cached, and the SPA fallback for every other non-API path.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, timeZone: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic(), {
      root: webDist,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  // The static plugin answers its root folder with 403 (directory listing is off), so `/` is routed here.
  if (hasBuild) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const message = translate(request.lang, 'http.notFound', { method: request.method, url: path });
      return sendJson(
        reply,
        404,
        failure(404, message, timeZone, { reason: 'route', requestId: request.id }),
      );
    }
    if (!hasBuild || path.startsWith('/assets/')) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(hasBuild ? 'Not found' : 'The web app is not built yet: run `npm run build` (or `npm start`).');
    }
    return sendIndex(reply);
  });
}
