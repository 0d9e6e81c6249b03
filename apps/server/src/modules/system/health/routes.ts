import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbType } from '../../../config.ts';
import { type Db, pingDatabase } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';

const startedAt = Date.now();

export function healthRoutes(
  app: FastifyInstance,
  deps: { db: Db; dbType: DbType; version: string; timeZone: string },
): void {
  routeRegistrar(
    app,
    deps.timeZone,
  )({
    method: 'GET',
    url: '/api/health',
    access: { public: true },
    summary: 'Liveness and database reachability (for load balancers and monitoring)',
    tags: ['health'],
    result: z.object({
      status: z.literal('ok'),
      database: z.string(),
      version: z.string(),
      uptimeSeconds: z.number(),
    }),
    handler: async ({ request }) => {
      try {
        await pingDatabase(deps.db);
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        throw new AppError(503, 'http.unavailable', {}, 'database');
      }
      return {
        status: 'ok' as const,
        database: deps.dbType,
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
}
