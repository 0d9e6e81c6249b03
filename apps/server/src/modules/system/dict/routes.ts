import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  dictCodeParams,
  dictCodeQuery,
  dictDataAddInput,
  dictDataOutput,
  dictDataPageInput,
  dictDataUpdateInput,
  dictItemOutput,
  dictTreeOutput,
  dictTypeAddInput,
  dictTypeDetailQuery,
  dictTypeIdQuery,
  dictTypeOutput,
  dictTypePageInput,
  dictTypeUpdateInput,
  setStatusInput,
} from '@retail/contracts/api/system/dict';
import type { DictService } from './service.ts';

/**
 * Dictionaries are platform-wide. The reads every screen needs are open to any signed-in user; the management
 * screen's page/list calls and every write need the platform button codes (the template left all of this
 * anonymous).
 */
export function dictRoutes(app: FastifyInstance, service: DictService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);

  // ---- /api/sysDictType
  let tags = ['sysDictType'];
  route({
    method: 'POST',
    url: '/api/sysDictType/page',
    access: { permission: 'sysDictType:page' },
    kind: 'read',
    summary: 'Page of dictionary types (filters name, code)',
    tags,
    body: dictTypePageInput,
    result: pageResultSchema(dictTypeOutput),
    handler: ({ body, request }) => service.pageTypes(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysDictType/list',
    access: { login: true },
    summary: 'All dictionary types',
    tags,
    result: z.array(dictTypeOutput),
    handler: ({ request }) => service.listTypes(actorOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysDictType/detail',
    access: { login: true },
    summary: 'One dictionary type (?Id=; with ?Status= only a type in that status is found)',
    tags,
    query: dictTypeDetailQuery,
    result: dictTypeOutput,
    handler: ({ query, request }) => service.typeDetail(actorOf(request), query.id, query.status),
  });
  route({
    method: 'GET',
    url: '/api/sysDictType/allDictList',
    access: { login: true },
    summary: 'Enabled dictionary types, each with its enabled items as children',
    tags,
    result: z.array(dictTreeOutput),
    handler: ({ request }) => service.allDictList(actorOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysDictType/dataList',
    access: { login: true },
    summary: 'Enabled items of the dictionary type with that code (?Code=)',
    tags,
    query: dictCodeQuery,
    result: z.array(dictItemOutput),
    handler: ({ query, request }) => service.dataList(actorOf(request), query.code),
  });
  route({
    method: 'POST',
    url: '/api/sysDictType/add',
    access: { permission: 'sysDictType:add' },
    summary: 'Add a dictionary type',
    tags,
    body: dictTypeAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.addType(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysDictType/update',
    access: { permission: 'sysDictType:update' },
    summary: 'Update a dictionary type',
    tags,
    body: dictTypeUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.updateType(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysDictType/delete',
    access: { permission: 'sysDictType:delete' },
    summary: 'Delete a dictionary type (refused while it has items)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.deleteType(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysDictType/setStatus',
    access: { permission: 'sysDictType:setStatus' },
    summary: 'Enable (1) or disable (2) a dictionary type',
    tags,
    body: setStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setTypeStatus(actorOf(request), body);
      return null;
    },
  });

  // ---- /api/sysDictData
  tags = ['sysDictData'];
  route({
    method: 'POST',
    url: '/api/sysDictData/page',
    access: { permission: 'sysDictData:page' },
    kind: 'read',
    summary: 'Page of dictionary items (filters dictTypeId, value, code, label)',
    tags,
    body: dictDataPageInput,
    result: pageResultSchema(dictDataOutput),
    handler: ({ body, request }) => service.pageData(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysDictData/list',
    access: { permission: 'sysDictData:page' },
    summary: 'All items of one dictionary type, any status (?dictTypeId=)',
    tags,
    query: dictTypeIdQuery,
    result: z.array(dictDataOutput),
    handler: ({ query, request }) => service.listData(actorOf(request), query.dictTypeId),
  });
  route({
    method: 'GET',
    url: '/api/sysDictData/detail',
    access: { permission: 'sysDictData:page' },
    summary: 'One dictionary item (?id=)',
    tags,
    query: idQuery,
    result: dictDataOutput,
    handler: ({ query, request }) => service.dataDetail(actorOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysDictData/dataList/:code',
    access: { login: true },
    summary: 'Enabled items of the enabled dictionary type with that code',
    tags,
    params: dictCodeParams,
    result: z.array(dictItemOutput),
    handler: ({ params, request }) => service.dataList(actorOf(request), params.code),
  });
  route({
    method: 'POST',
    url: '/api/sysDictData/add',
    access: { permission: 'sysDictData:add' },
    summary: 'Add a dictionary item',
    tags,
    body: dictDataAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.addData(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysDictData/update',
    access: { permission: 'sysDictData:update' },
    summary: 'Update a dictionary item',
    tags,
    body: dictDataUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.updateData(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysDictData/delete',
    access: { permission: 'sysDictData:delete' },
    summary: 'Delete a dictionary item',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.deleteData(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysDictData/setStatus',
    access: { permission: 'sysDictData:setStatus' },
    summary: 'Enable (1) or disable (2) a dictionary item',
    tags,
    body: setStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setDataStatus(actorOf(request), body);
      return null;
    },
  });
}
