import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Cache } from '../../../platform/cache/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';

const tags = ['sysCache'];
const MAX_KEYS = 5000;
const keyParams = z.object({ key: z.string().min(1).max(512) });
const prefixParams = z.object({ prefixKey: z.string().min(1).max(512) });

/**
 * The shared cache (memory, or Redis with the `retail:` prefix hidden) for the platform administrator: keys,
 * values, deletes. Deleting a key only makes the next reader load it again from the database.
 */
export function cacheRoutes(app: FastifyInstance, cache: Cache, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  const list = async (prefix?: string) => (await cache.keys(prefix)).slice(0, MAX_KEYS);
  route({
    method: 'GET',
    url: '/api/sysCache/keyList',
    access: { permission: 'sysCache:keyList' },
    summary: `Cache keys, sorted (at most ${MAX_KEYS})`,
    tags,
    result: z.array(z.string()),
    handler: () => list(),
  });
  route({
    method: 'GET',
    url: '/api/sysCache/keysByPrefixKey/:prefixKey',
    access: { permission: 'sysCache:keyList' },
    summary: 'Cache keys starting with a prefix',
    tags,
    params: prefixParams,
    result: z.array(z.string()),
    handler: ({ params }) => list(params.prefixKey),
  });
  route({
    method: 'GET',
    url: '/api/sysCache/value/:key',
    access: { permission: 'sysCache:keyList' },
    summary: 'The value stored under a key (404 when absent or expired)',
    tags,
    params: keyParams,
    result: z.unknown(),
    handler: async ({ params }) => {
      const value = await cache.get<unknown>(params.key);
      if (value === undefined) throw notFound();
      return value;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysCache/delete/:key',
    access: { permission: 'sysCache:delete' },
    summary: 'Delete one key; returns how many were deleted',
    tags,
    params: keyParams,
    result: z.number(),
    handler: ({ params }) => cache.del(params.key),
  });
  route({
    method: 'POST',
    url: '/api/sysCache/deleteByPreKey/:prefixKey',
    access: { permission: 'sysCache:delete' },
    summary: 'Delete every key starting with a prefix; returns how many were deleted',
    tags,
    params: prefixParams,
    result: z.number(),
    handler: ({ params }) => cache.delByPrefix(params.prefixKey),
  });
}
