import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  posAddInput,
  posListQuery,
  posOutput,
  posPageInput,
  posUpdateInput,
} from '@retail/contracts/api/system/pos';
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
    handler: ({ query, request }) => service.list(actorOf(request), query),
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
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysPos/add',
    access: { permission: 'sysPos:add' },
    summary: 'Add a position (name and code unique in the tenant)',
    tags,
    body: posAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
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
      await service.update(actorOf(request), body);
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
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
