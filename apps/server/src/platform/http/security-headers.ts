import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SWAGGER_LOGIN_SCRIPT } from '../../modules/system/swagger/login-page.ts';

/** `'sha256-…'`, as a Content-Security-Policy source. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline scripts of the built index.html (the pre-rendered sign-in page's boot scripts), read
 * from the very file that is served, so the policy always matches it; none without a build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    scriptHash(m[1] ?? ''),
  );
}

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const COMMON = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
  // antd's CSS-in-JS and React style attributes
  'style-src': "'self' 'unsafe-inline'",
  'font-src': "'self' data:",
  'connect-src': "'self'",
};

/** The built app: its own files, the hashed boot scripts, goods images from https, iframe menus anywhere. */
export function appPolicy(scriptHashes: readonly string[]): string {
  return policy({
    ...COMMON,
    'script-src': ["'self'", ...scriptHashes].join(' '),
    'img-src': "'self' data: blob: https:",
    'media-src': "'self' blob:",
    'worker-src': "'self' blob:",
    // a PDF file preview is a blob: frame that the browser's PDF viewer (a plugin for CSP) renders
    'object-src': "'self' blob:",
    // menus may embed other (intranet) systems; file previews are blob: URLs
    'frame-src': "'self' blob: http: https:",
  });
}

/** /swagger: the sign-in form's script by its hash, Swagger UI's own files and its data: images. */
export const SWAGGER_POLICY = policy({
  ...COMMON,
  'script-src': `'self' ${scriptHash(SWAGGER_LOGIN_SCRIPT)}`,
  'img-src': "'self' data: https:",
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (API, app, files, Swagger): the Content-Security-Policy, no framing by other
 * sites (CSP `frame-ancestors` and X-Frame-Options for older browsers), no MIME sniffing, the referrer reduced to
 * the origin across sites, and HSTS when the request came over https (directly, or by X-Forwarded-Proto from a
 * trusted proxy: TRUST_PROXY).
 */
export function installSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[]): void {
  const forApp = appPolicy(scriptHashes);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] as string;
    const swagger = path === '/swagger' || path.startsWith('/swagger/');
    reply.header('content-security-policy', swagger ? SWAGGER_POLICY : forApp);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
