import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { idInput } from '@retail/contracts/api/fields';
import {
  categoryAddInput,
  categoryNode,
  categoryUpdateInput,
} from '@retail/contracts/api/retail/goods-category';
import type { CategoryService } from './service.ts';

const tags = ['goodsCategory'];

export function categoryRoutes(app: FastifyInstance, service: CategoryService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/goodsCategory/list',
    access: { permission: 'goodsCategory:list' },
    summary: 'Goods categories of the tenant as a tree, in order',
    tags,
    result: z.array(categoryNode),
    handler: ({ request }) => service.tree(actorOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/goodsCategory/add',
    access: { permission: 'goodsCategory:add' },
    summary: 'Add a category (pid 0 = top level; code unique in the tenant)',
    tags,
    body: categoryAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsCategory/update',
    access: { permission: 'goodsCategory:update' },
    summary: 'Update or move a category (never under itself or a sub-category)',
    tags,
    body: categoryUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goodsCategory/delete',
    access: { permission: 'goodsCategory:delete' },
    summary: 'Delete a category without sub-categories or goods',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
}
