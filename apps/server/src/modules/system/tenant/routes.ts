import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  tenantAddInput,
  tenantCredentialOutput,
  tenantGrantMenuInput,
  tenantListItem,
  tenantOutput,
  tenantPageInput,
  tenantStatusInput,
  tenantUpdateInput,
} from '@retail/contracts/api/system/tenant';
import type { TenantService } from './service.ts';

const tags = ['sysTenant'];

/** sysTenant: every code lives in the platform menu area, so only the super admin holds them. */
export function tenantRoutes(app: FastifyInstance, service: TenantService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysTenant/page',
    access: { permission: 'sysTenant:page' },
    kind: 'read',
    summary: 'Page of tenants',
    tags,
    body: tenantPageInput,
    result: pageResultSchema(tenantOutput),
    handler: ({ body }) => service.page(body),
  });
  route({
    method: 'GET',
    url: '/api/sysTenant/list',
    access: { permission: 'sysTenant:page' },
    summary: 'Tenants for dropdowns',
    tags,
    result: z.array(tenantListItem),
    handler: () => service.list(),
  });
  route({
    method: 'GET',
    url: '/api/sysTenant/ownMenuList',
    access: { permission: 'sysTenant:page' },
    summary: 'Menu ids granted to a tenant',
    tags,
    query: idQuery,
    result: z.array(z.number()),
    handler: ({ query, request }) => service.ownMenuList(actorOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/add',
    access: { permission: 'sysTenant:add' },
    summary:
      "Create a tenant with its root org, admin account and menu grant; returns the admin's password once",
    tags,
    body: tenantAddInput,
    result: tenantCredentialOutput,
    handler: ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return service.add(actorOf(request), body);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/update',
    access: { permission: 'sysTenant:update' },
    summary: 'Update a tenant (renames its root org too)',
    tags,
    body: tenantUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/setStatus',
    access: { permission: 'sysTenant:setStatus' },
    summary: "Enable or disable a tenant; disabling ends its users' sessions",
    tags,
    body: tenantStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setStatus(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/grantMenu',
    access: { permission: 'sysTenant:grantMenu' },
    summary: "Replace a tenant's menu grant (platform menus excluded)",
    tags,
    body: tenantGrantMenuInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.grantMenu(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/resetPwd',
    access: { permission: 'sysTenant:resetPwd' },
    summary: "New random password for the tenant's admin, returned once",
    tags,
    body: idInput,
    result: tenantCredentialOutput,
    handler: ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return service.resetPassword(actorOf(request), body.id);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysTenant/delete',
    access: { permission: 'sysTenant:delete' },
    summary: 'Delete a tenant (its users can no longer sign in)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
