import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { idInput, idsInput } from '@retail/contracts/api/fields';
import {
  barcodeAddInput,
  barcodeEnsureDefaultInput,
  barcodeFilter,
  barcodeGenerateInput,
  barcodeListQuery,
  barcodeLookupOutput,
  barcodeLookupQuery,
  barcodeOutput,
  barcodePageInput,
  barcodeUpdateInput,
  labelOutput,
} from '@retail/contracts/api/retail/goods-barcode';
import type { BarcodeServices } from './index.ts';

const tags = ['goodsBarcode'];

export function barcodeRoutes(
  app: FastifyInstance,
  { service, queries }: BarcodeServices,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/goodsBarcode/page',
    access: { permission: 'goodsBarcode:page' },
    kind: 'read',
    summary: 'Page of barcodes with their goods, effective prices and stock',
    tags,
    body: barcodePageInput,
    result: pageResultSchema(barcodeOutput),
    handler: ({ body, request }) => queries.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/goodsBarcode/list',
    access: { permission: 'goodsBarcode:page' },
    summary: 'Barcodes of one goods',
    tags,
    query: barcodeListQuery,
    result: z.array(barcodeOutput),
    handler: ({ query, request }) => queries.list(principalOf(request), { goodsId: query.goodsId }),
  });
  // the cashier holds goodsBarcode:page: the sale screen and the mobile scanner look codes up with it
  route({
    method: 'GET',
    url: '/api/goodsBarcode/lookup',
    access: { permission: 'goodsBarcode:page', openAccess: true },
    summary: 'Look up one barcode: goods, effective retail and member price, stock',
    tags,
    query: barcodeLookupQuery,
    result: barcodeLookupOutput,
    handler: ({ query, request }) => queries.lookup(principalOf(request), query.barcode),
  });
  // the till sells goods without a barcode by its default one; whoever may sell may ask for it
  route({
    method: 'POST',
    url: '/api/goodsBarcode/ensureDefault',
    access: { permission: 'saleOrder:add' },
    summary:
      'The code to sell a goods by: its oldest barcode, or a new default one (the goods code when free, else an in-store EAN-13)',
    tags,
    body: barcodeEnsureDefaultInput,
    result: barcodeLookupOutput,
    handler: async ({ body, request }) => {
      const code = await service.ensureDefault(actorOf(request), body.goodsId);
      return queries.lookup(principalOf(request), code);
    },
  });
  route({
    method: 'POST',
    url: '/api/goodsBarcode/add',
    access: { permission: 'goodsBarcode:add' },
    summary: 'Add a barcode (custom code, or an in-store EAN-13 when none is given) with its zero stock',
    tags,
    body: barcodeAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsBarcode/generate',
    access: { permission: 'goodsBarcode:generate' },
    summary: 'Create the missing colour × size barcodes of a goods in one transaction',
    tags,
    body: barcodeGenerateInput,
    result: z.object({ created: z.array(z.number()), skipped: z.number() }),
    handler: ({ body, request }) => service.generate(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/goodsBarcode/update',
    access: { permission: 'goodsBarcode:update' },
    summary: 'Update a barcode (the code only while it has no stock movements)',
    tags,
    body: barcodeUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/goodsBarcode/delete',
    access: { permission: 'goodsBarcode:delete' },
    summary: 'Delete a barcode without stock and without stock movements',
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
    url: '/api/goodsBarcode/labels',
    access: { permission: 'goodsBarcode:print' },
    kind: 'read',
    summary: 'Label data (code, goods, effective prices, colour, size) of the chosen barcodes',
    tags,
    body: idsInput,
    result: z.array(labelOutput),
    handler: ({ body, request }) => queries.labels(principalOf(request), body.ids),
  });
  fileRoute(app, {
    url: '/api/goodsBarcode/export',
    access: { permission: 'goodsBarcode:export' },
    summary: 'The filtered barcodes as an .xlsx file',
    tags,
    body: barcodeFilter,
    fileName: 'barcodes.xlsx',
    handler: (body, request) => queries.export(principalOf(request), body, request.lang),
  });
}
