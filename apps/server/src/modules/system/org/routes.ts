import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { orgAddInput, orgListQuery, orgNode, orgUpdateInput } from '@retail/contracts/api/system/org';
import type { OrgService } from './service.ts';

const tags = ['sysOrg'];

export function orgRoutes(app: FastifyInstance, service: OrgService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysOrg/list',
    access: { permission: 'sysOrg:list' },
    summary: 'Org tree (no filters) or flat list (name, code, type), limited to the data scope',
    tags,
    query: orgListQuery,
    result: z.array(orgNode),
    handler: ({ query, request }) => service.list(principalOf(request), query),
  });
  route({
    method: 'GET',
    url: '/api/sysOrg/tree',
    access: { login: true },
    summary: 'Org tree for dropdowns, limited to the data scope',
    tags,
    result: z.array(orgNode),
    handler: ({ request }) => service.dropdown(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysOrg/add',
    access: { permission: 'sysOrg:add' },
    summary: 'Add an organisation',
    tags,
    body: orgAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysOrg/update',
    access: { permission: 'sysOrg:update' },
    summary: 'Update or move an organisation',
    tags,
    body: orgUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysOrg/delete',
    access: { permission: 'sysOrg:delete' },
    summary: 'Delete an organisation and everything below it (refused while users belong to it)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
