import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  loginMenuTreeOutput,
  menuAddInput,
  menuListQuery,
  menuOutput,
  menuUpdateInput,
} from '@retail/contracts/api/system/menu';
import type { MenuService } from './service.ts';

const tags = ['sysMenu'];

export function menuRoutes(app: FastifyInstance, service: MenuService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysMenu/loginMenuTree',
    access: { login: true },
    summary: "The caller's menu routes (directories and menus, no buttons)",
    tags,
    result: loginMenuTreeOutput,
    handler: ({ request }) => service.loginMenuTree(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysMenu/ownBtnPermList',
    access: { login: true },
    summary: "The caller's button permission codes",
    tags,
    result: z.array(z.string()),
    handler: ({ request }) => service.ownButtonCodes(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysMenu/routePaths',
    access: { login: true },
    summary: "The paths of all menu routes (not only the caller's): tells no access from an unknown address",
    tags,
    result: z.array(z.string()),
    handler: ({ request }) => service.routePaths(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysMenu/list',
    access: { permission: 'sysMenu:list' },
    summary: 'Menus: a flat list when Title or Type is given, otherwise the whole tree with buttons',
    tags,
    query: menuListQuery,
    result: z.array(menuOutput),
    handler: ({ query, request }) => service.list(actorOf(request), query),
  });
  route({
    method: 'POST',
    url: '/api/sysMenu/add',
    access: { permission: 'sysMenu:add' },
    summary: 'Add a directory, menu or button',
    tags,
    body: menuAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysMenu/update',
    access: { permission: 'sysMenu:update' },
    summary: 'Update a directory, menu or button',
    tags,
    body: menuUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysMenu/delete',
    access: { permission: 'sysMenu:delete' },
    summary: 'Delete a menu node with all its descendants',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
