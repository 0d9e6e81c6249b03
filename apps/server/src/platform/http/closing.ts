import type { FastifyInstance } from 'fastify';

/**
 * While the app is closing, responses to requests still in flight carry `Connection: close`, so keep-alive
 * clients drop the socket and the server can finish closing instead of waiting for idle timeouts.
 */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
