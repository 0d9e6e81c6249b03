import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  purchaseAddInput,
  purchaseCloseInput,
  purchaseDetailOutput,
  purchaseExportInput,
  purchaseOutput,
  purchasePageInput,
  purchaseReceiveInput,
  purchaseUpdateInput,
} from '@retail/contracts/api/retail/purchase';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { PURCHASE_COLUMNS } from './export.ts';
import type { PurchaseReceiving } from './receiving.ts';
import type { PurchaseOrderService } from './service.ts';
import type { PurchaseOrderTransitions } from './transitions.ts';

const tags = ['purchaseOrder'];

export function purchaseOrderRoutes(
  app: FastifyInstance,
  service: PurchaseOrderService,
  receiving: PurchaseReceiving,
  transitions: PurchaseOrderTransitions,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/purchaseOrder/page',
    access: { permission: 'purchaseOrder:page' },
    kind: 'read',
    summary:
      'Page of purchase orders in the data scope (filters: no, supplier, status, location, barcode, time range)',
    tags,
    body: purchasePageInput,
    result: pageResultSchema(purchaseOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  for (const [url, permission] of [
    ['/api/purchaseOrder/detail', 'purchaseOrder:detail'],
    ['/api/purchaseOrder/print', 'purchaseOrder:print'],
  ] as const) {
    route({
      method: 'GET',
      url,
      access: { permission },
      summary:
        'One purchase order with its lines (ordered, received, still to arrive) and its receipts (?id=)',
      tags,
      query: idQuery,
      result: purchaseDetailOutput,
      handler: ({ query, request }) => service.detail(principalOf(request), query.id),
    });
  }
  route({
    method: 'POST',
    url: '/api/purchaseOrder/add',
    access: { permission: 'purchaseOrder:add' },
    summary: 'Add a draft purchase order (numbered CG + day + counter) for a location; answers its id',
    tags,
    body: purchaseAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/update',
    access: { permission: 'purchaseOrder:update' },
    summary: "Replace a draft's supplier, location, expected date, remark and lines",
    tags,
    body: purchaseUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(principalOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/delete',
    access: { permission: 'purchaseOrder:delete' },
    summary: 'Delete a draft',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await transitions.delete(principalOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/approve',
    access: { permission: 'purchaseOrder:approve' },
    summary: 'Approve a draft: goods may be received on it and it counts as on order',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await transitions.approve(principalOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/receive',
    access: { permission: 'purchaseOrder:receive' },
    summary:
      'Receive goods on an approved or partly received order (numbered SH…): per line at most what is still to arrive, posted into stock at the order cost; answers the receipt id',
    tags,
    body: purchaseReceiveInput,
    result: z.number(),
    handler: ({ body, request }) => receiving.receive(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/close',
    access: { permission: 'purchaseOrder:close' },
    summary: 'Close a partly received order short: the rest will not come',
    tags,
    body: purchaseCloseInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await transitions.close(principalOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/purchaseOrder/cancel',
    access: { permission: 'purchaseOrder:cancel' },
    summary: 'Cancel a draft, or an approved order with nothing received',
    tags,
    body: purchaseCloseInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await transitions.cancel(principalOf(request), body);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/purchaseOrder/export',
    access: { permission: 'purchaseOrder:export' },
    summary: `The filtered purchase orders as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: purchaseExportInput,
    fileName: 'purchase-order.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('PurchaseOrder', PURCHASE_COLUMNS, rows, request.lang);
    },
  });
}
