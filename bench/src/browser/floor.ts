import type { FastifyInstance } from 'fastify';

/**
 * The floor of the login page's first paint: a static page with one password field and nothing else, served
 * on the same loopback as the product (by the bare-Fastify baseline). The login page is timed against it.
 */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sign in</title>
  </head>
  <body>
    <form data-testid="login-form"><input data-testid="login-password" type="password" name="password" /></form>
  </body>
</html>
`;

export const FLOOR_PATH = '/floor';

export function addFloorRoute(app: FastifyInstance): void {
  app.get(FLOOR_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(FLOOR_PAGE));
}
