import type { FastifyRequest } from 'fastify';
import { SECRET_KEY } from './mask.ts';

/** Log paths whose values never reach a log line (tokens, passwords, cookies). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-authorization"]',
  'req.headers.cookie',
  'res.headers["access-token"]',
  'res.headers["x-access-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordOld',
  '*.passwordNew',
  '*.Password',
  '*.accessToken',
  '*.refreshToken',
];

/**
 * The request URL as logged: values of secret query parameters (`accessToken` of GET sysAuth/refreshToken, the
 * real-time hub's `access_token`, signatures of file links) replaced by `***`, everything else as it came.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as written
      }
      return eq >= 0 && SECRET_KEY.test(decoded) ? `${name}=***` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/** Fastify's request serializer for the log, with the URL's secrets redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
