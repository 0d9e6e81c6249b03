import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
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
    handler: ({ body }) => service.page(body),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/list',
    access: { permission: 'sysConfig:page' },
    summary: 'All configuration rows',
    tags,
    result: z.array(configOutput),
    handler: () => service.list(),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/detail',
    access: { permission: 'sysConfig:page' },
    summary: 'One configuration row',
    tags,
    query: idQuery,
    result: configOutput,
    handler: ({ query }) => service.detail(query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysConfig/groupList',
    access: { permission: 'sysConfig:page' },
    summary: 'Distinct group codes',
    tags,
    result: z.array(z.string()),
    handler: () => service.groupCodes(),
  });
  route({
    method: 'POST',
    url: '/api/sysConfig/add',
    access: { permission: 'sysConfig:add' },
    summary: 'Add a configuration row',
    tags,
    body: configAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(body, request.principal),
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
      await service.update(body, request.principal);
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
      await service.delete(body.id, request.principal);
      return null;
    },
  });
}
