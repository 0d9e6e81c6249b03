import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  configAddInput,
  configOutput,
  configPageInput,
  configUpdateInput,
} from '@retail/contracts/api/system/config';
import type { ConfigService } from './service.ts';

const tags = ['sysConfig'];

export function configRoutes(app: FastifyInstance, service: ConfigService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysConfig/page',
    access: { permission: 'sysConfig:page' },
    summary: 'Page of configuration rows',
    tags,
    body: configPageInput,
    result: pageResultSchema(configOutput),
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/list',
    access: { permission: 'sysConfig:page' },
    summary: 'All configuration rows',
    tags,
    result: z.array(configOutput),
    handler: ({ request }) => service.list(actorOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/detail',
    access: { permission: 'sysConfig:page' },
    summary: 'One configuration row',
    tags,
    query: idQuery,
    result: configOutput,
    handler: ({ query, request }) => service.detail(actorOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/groupList',
    access: { permission: 'sysConfig:page' },
    summary: 'Distinct group codes',
    tags,
    result: z.array(z.string()),
    handler: ({ request }) => service.groupCodes(actorOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysConfig/add',
    access: { permission: 'sysConfig:add' },
    summary: 'Add a configuration row',
    tags,
    body: configAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysConfig/update',
    access: { permission: 'sysConfig:update' },
    summary: 'Update a configuration row',
    tags,
    body: configUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysConfig/delete',
    access: { permission: 'sysConfig:delete' },
    summary: 'Delete a configuration row (built-in rows cannot be deleted)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
