import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import { principalOf } from '../../../platform/http/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { describeUserAgent } from '../../../platform/logging/user-agent.ts';
import type { SessionService } from './sessions.ts';

export const ownSessionOutput = z.object({
  id: z.number(),
  loginMode: z.string(),
  ip: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  createTime: z.string(),
  lastSeenTime: z.string().nullable(),
  expireTime: z.string(),
  /** the session of the request that asked */
  current: z.boolean(),
});
const signOutInput = z.strictObject({ id: z.number().int().positive() });

/** The personal centre's "my sign-ins": the caller's own active sessions, and ending one of them. */
export function ownSessionRoutes(app: FastifyInstance, sessions: SessionService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  const tags = ['sysAuth'];
  route({
    method: 'GET',
    url: '/api/sysAuth/ownSessions',
    access: { login: true },
    summary: "The caller's own active sign-ins (device, address, times), the current one marked",
    tags,
    result: z.array(ownSessionOutput),
    handler: async ({ request }) => {
      const caller = principalOf(request);
      const rows = await sessions.activeSessionsOf(caller.tenantId, caller.userId);
      return rows.map((r) => ({
        id: r.id,
        loginMode: r.loginMode,
        ip: r.ip,
        ...describeUserAgent(r.userAgent ?? undefined),
        createTime: formatTime(r.createTime, timeZone),
        lastSeenTime: formatNullableTime(r.lastSeenTime, timeZone),
        expireTime: formatTime(r.expireTime, timeZone),
        current: r.id === request.sessionId,
      }));
    },
  });
  route({
    method: 'POST',
    url: '/api/sysAuth/signOutSession',
    access: { login: true },
    summary: 'End one of your own sign-ins (another device); its browser is sent to the sign-in page',
    tags,
    body: signOutInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      const session = await sessions.activeSession(body.id);
      if (!session || session.userId !== principalOf(request).userId) throw notFound();
      await sessions.revoke([body.id], 'signOut');
      return null;
    },
  });
}
