import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { barcodeOutput } from '@retail/contracts/api/retail/goods-barcode';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { idInput, idQuery, statusInput } from '@retail/contracts/api/fields';
import type { GoodsImporter } from './import.ts';
import {
  goodsAddInput,
  goodsFilter,
  goodsOutput,
  goodsPageInput,
  goodsSearchQuery,
  goodsUpdateInput,
  importResult,
  sellableOutput,
} from '@retail/contracts/api/retail/goods';
import type { GoodsService } from './service.ts';

const tags = ['goods'];

export function goodsRoutes(
  app: FastifyInstance,
  service: GoodsService,
  importer: GoodsImporter,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/goods/page',
    access: { permission: 'goods:page', openAccess: true },
    kind: 'read',
    summary:
      'Page of goods (keyword over code, name, barcode; category with sub-categories; supplier; status; retail price range)',
    tags,
    body: goodsPageInput,
    result: pageResultSchema(goodsOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/goods/detail',
    access: { permission: 'goods:page', openAccess: true },
    summary: 'One goods with its barcodes and their stock',
    tags,
    query: idQuery,
    result: goodsOutput.extend({ barcodes: z.array(barcodeOutput) }),
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  // the cashier holds goods:page: the till and the phone find goods without a scanner with it
  route({
    method: 'GET',
    url: '/api/goods/search',
    access: { permission: 'goods:page' },
    summary:
      'What the till can sell: on-sale barcodes (and goods without any barcode) by name, code, barcode or pinyin initials',
    tags,
    query: goodsSearchQuery,
    result: z.array(sellableOutput),
    handler: ({ query, request }) => service.search(principalOf(request), query),
  });
  route({
    method: 'POST',
    url: '/api/goods/add',
    access: { permission: 'goods:add' },
    summary:
      'Add goods (code unique in the tenant; prices in yuan; member price defaults to the retail price)',
    tags,
    body: goodsAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goods/update',
    access: { permission: 'goods:update' },
    summary: 'Update goods (absent fields stay as they are)',
    tags,
    body: goodsUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goods/setStatus',
    access: { permission: 'goods:setStatus' },
    summary: 'Put goods on sale (1) or take them off sale (2)',
    tags,
    body: statusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goods/delete',
    access: { permission: 'goods:delete' },
    summary: 'Delete goods whose barcodes hold no stock and never moved any',
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
    url: '/api/goods/import',
    access: { permission: 'goods:import' },
    summary:
      'Import goods from the template (body: the .xlsx file); reports each refused row with its reason',
    tags,
    result: importResult,
    handler: ({ request }) => importer.import(actorOf(request), request.body, request.lang),
  });
  fileRoute(app, {
    url: '/api/goods/template',
    access: { permission: 'goods:import' },
    summary: 'The goods import template (.xlsx)',
    tags,
    fileName: 'goods-template.xlsx',
    handler: (_body, request) => importer.template(request.lang),
  });
  fileRoute(app, {
    url: '/api/goods/export',
    access: { permission: 'goods:export' },
    summary: 'The filtered goods as an .xlsx file',
    tags,
    body: goodsFilter,
    fileName: 'goods.xlsx',
    handler: (body, request) => service.export(principalOf(request), body, request.lang),
  });
}
