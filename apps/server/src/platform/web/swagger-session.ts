import type { FastifyReply, FastifyRequest } from 'fastify';

export const SWAGGER_COOKIE = 'retail_swagger';
const LIFETIME_SECONDS = 8 * 3600;

/** A signed, HttpOnly cookie limited to /swagger: `{userId}.{expiresAtMs}`. */
export function setSwaggerSession(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const expiresAt = Date.now() + LIFETIME_SECONDS * 1000;
  reply.setCookie(SWAGGER_COOKIE, `${userId}.${expiresAt}`, {
    path: '/swagger',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: LIFETIME_SECONDS,
    signed: true,
  });
}

export function hasSwaggerSession(request: FastifyRequest): boolean {
  const raw = request.cookies[SWAGGER_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const expiresAt = Number(unsigned.value.split('.')[1]);
  return Number.isFinite(expiresAt) && expiresAt > Date.now();
}
