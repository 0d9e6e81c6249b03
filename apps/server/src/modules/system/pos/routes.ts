import { principalOf } from '../../../platform/http/access.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '../../../platform/http/paging.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { idInput, posAddInput, posListQuery, posOutput, posPageInput, posUpdateInput } from './schemas.ts';
import { type PosService } from './service.ts';

const tags = ['sysPos'];

export function posRoutes(app: FastifyInstance, service: PosService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysPos/list',
    access: { permission: 'sysPos:list' },
    summary: 'Positions of the tenant (filters: name, code), in order',
    tags,
    query: posListQuery,
    result: z.array(posOutput),
    handler: ({ query, request }) => service.list(principalOf(request), query),
  });
  route({
    method: 'POST',
    url: '/api/sysPos/page',
    access: { permission: 'sysPos:list' },
    kind: 'read',
    summary: 'Page of positions',
    tags,
    body: posPageInput,
    result: pageResultSchema(posOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysPos/add',
    access: { permission: 'sysPos:add' },
    summary: 'Add a position (name and code unique in the tenant)',
    tags,
    body: posAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(request, body),
  });
  route({
    method: 'POST',
    url: '/api/sysPos/update',
    access: { permission: 'sysPos:update' },
    summary: 'Update a position (absent fields stay as they are)',
    tags,
    body: posUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(request, body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysPos/delete',
    access: { permission: 'sysPos:delete' },
    summary: 'Delete a position no user holds',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(request, body.id);
      return null;
    },
  });
}
