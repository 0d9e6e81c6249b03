import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { idInput, statusInput } from '@retail/contracts/api/fields';
import {
  supplierAddInput,
  supplierFilter,
  supplierOutput,
  supplierPageInput,
  supplierUpdateInput,
} from '@retail/contracts/api/retail/goods-supplier';
import type { SupplierService } from './service.ts';

const tags = ['goodsSupplier'];

export function supplierRoutes(app: FastifyInstance, service: SupplierService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/goodsSupplier/page',
    access: { permission: 'goodsSupplier:page' },
    kind: 'read',
    summary: 'Page of suppliers (keyword over name, code, contact, phone; status)',
    tags,
    body: supplierPageInput,
    result: pageResultSchema(supplierOutput),
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsSupplier/list',
    access: { permission: 'goodsSupplier:page' },
    kind: 'read',
    summary: 'Matching suppliers in order (for pickers)',
    tags,
    body: supplierFilter,
    result: z.array(supplierOutput),
    handler: ({ body, request }) => service.list(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsSupplier/add',
    access: { permission: 'goodsSupplier:add' },
    summary: 'Add a supplier (name unique in the tenant)',
    tags,
    body: supplierAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsSupplier/update',
    access: { permission: 'goodsSupplier:update' },
    summary: 'Update a supplier (absent fields stay as they are)',
    tags,
    body: supplierUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goodsSupplier/setStatus',
    access: { permission: 'goodsSupplier:update' },
    summary: 'Enable (1) or disable (2) a supplier',
    tags,
    body: statusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setStatus(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goodsSupplier/delete',
    access: { permission: 'goodsSupplier:delete' },
    summary: 'Delete a supplier no live goods name',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/goodsSupplier/export',
    access: { permission: 'goodsSupplier:export' },
    summary: 'The filtered suppliers as an .xlsx file',
    tags,
    body: supplierFilter,
    fileName: 'suppliers.xlsx',
    handler: (body, request) => service.export(actorOf(request), body, request.lang),
  });
}
