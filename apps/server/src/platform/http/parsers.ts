import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** the body's text as received (JSON and forms), which a signed request's signature covers */
    rawBody: string | null;
  }
}

/**
 * JSON bodies: an empty body counts as `{}` (clients send Content-Type on body-less POSTs);
 * `__proto__` and `constructor.prototype` keys are refused. Forms (the Swagger sign-in) become plain objects.
 */
export function installBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.decorateRequest('rawBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    request.rawBody = String(body);
    if (String(body).trim() === '') {
      done(null, {});
      return;
    }
    strictJson(request, body as string, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      request.rawBody = String(body);
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
