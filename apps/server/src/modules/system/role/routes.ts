import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import {
  grantDataScopeInput,
  grantableMenu,
  grantMenuInput,
  roleAddInput,
  roleListItem,
  roleOutput,
  rolePageInput,
  roleUpdateInput,
  setStatusInput,
} from '@retail/contracts/api/system/role';
import type { RoleService } from './service.ts';

const tags = ['sysRole'];

export function roleRoutes(app: FastifyInstance, service: RoleService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysRole/page',
    access: { permission: 'sysRole:page' },
    kind: 'read',
    summary: 'Page of roles (normal users: roles they created or hold)',
    tags,
    body: rolePageInput,
    result: pageResultSchema(roleOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysRole/list',
    access: { login: true },
    summary: 'Enabled roles the caller may assign',
    tags,
    result: z.array(roleListItem),
    handler: ({ request }) => service.list(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysRole/add',
    access: { permission: 'sysRole:add' },
    summary: 'Add a role (optionally with its menus)',
    tags,
    body: roleAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysRole/update',
    access: { permission: 'sysRole:update' },
    summary: 'Update a role (menus replaced when menuIdList is given)',
    tags,
    body: roleUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysRole/delete',
    access: { permission: 'sysRole:delete' },
    summary: 'Delete a role nobody holds',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysRole/grantMenu',
    access: { permission: 'sysRole:grantMenu' },
    summary: "Replace a role's menus",
    tags,
    body: grantMenuInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.grantMenu(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysRole/grantDataScope',
    access: { permission: 'sysRole:grantDataScope' },
    summary: "Set a role's data scope (orgIdList kept for the custom scope 5 only)",
    tags,
    body: grantDataScopeInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.grantDataScope(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysRole/grantableMenuTree',
    access: { permission: 'sysRole:page' },
    summary:
      'Menus the caller may grant to a role (its tenant’s, or for a normal user its own), with buttons',
    tags,
    result: z.array(grantableMenu),
    handler: ({ request }) => service.grantableMenuTree(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysRole/ownMenuList',
    access: { permission: 'sysRole:page' },
    summary: "Menu ids of a role's grant",
    tags,
    query: idQuery,
    result: z.array(z.number()),
    handler: ({ query, request }) => service.ownMenuList(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysRole/ownOrgList',
    access: { permission: 'sysRole:page' },
    summary: "Org ids of a role's custom data scope",
    tags,
    query: idQuery,
    result: z.array(z.number()),
    handler: ({ query, request }) => service.ownOrgList(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysRole/setStatus',
    access: { permission: 'sysRole:setStatus' },
    summary: 'Enable or disable a role (a disabled role grants nothing)',
    tags,
    body: setStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setStatus(actorOf(request), body);
      return null;
    },
  });
}
