import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  transferAddInput,
  transferCloseInput,
  transferDetailOutput,
  transferExportInput,
  transferOutput,
  transferPageInput,
  transferReceiveInput,
  transferUpdateInput,
  transitOutput,
  transitPageInput,
} from '@retail/contracts/api/retail/stock-transfer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { TRANSFER_COLUMNS } from './export.ts';
import type { StockTransferPosting } from './posting.ts';
import type { StockTransferService } from './service.ts';

const tags = ['stockTransfer'];

export function stockTransferRoutes(
  app: FastifyInstance,
  service: StockTransferService,
  posting: StockTransferPosting,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/stockTransfer/page',
    access: { permission: 'stockTransfer:page' },
    kind: 'read',
    summary:
      'Page of transfers the caller sees (its data scope, or from/to its own location); filters: no, status, from, to, time range, barcode',
    tags,
    body: transferPageInput,
    result: pageResultSchema(transferOutput),
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/stockTransfer/inTransit',
    access: { permission: 'stockTransfer:page' },
    kind: 'read',
    summary: 'Page of barcodes in transit (shipped, not received nor written off) per destination location',
    tags,
    body: transitPageInput,
    result: pageResultSchema(transitOutput),
    handler: ({ body, request }) => service.inTransit(actorOf(request), body),
  });
  for (const [url, permission] of [
    ['/api/stockTransfer/detail', 'stockTransfer:detail'],
    ['/api/stockTransfer/print', 'stockTransfer:print'],
  ] as const) {
    route({
      method: 'GET',
      url,
      access: { permission },
      summary:
        'One transfer with its lines (planned, shipped, received, difference, in transit, unit cost) (?id=)',
      tags,
      query: idQuery,
      result: transferDetailOutput,
      handler: ({ query, request }) => service.detail(actorOf(request), query.id),
    });
  }
  route({
    method: 'POST',
    url: '/api/stockTransfer/add',
    access: { permission: 'stockTransfer:add' },
    summary:
      'Add a draft transfer (numbered DB + day + counter) from the own location by default; answers its id',
    tags,
    body: transferAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/stockTransfer/update',
    access: { permission: 'stockTransfer:update' },
    summary: "Replace a draft's locations, remark and lines",
    tags,
    body: transferUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stockTransfer/delete',
    access: { permission: 'stockTransfer:delete' },
    summary: 'Cancel a draft (it stays listed as cancelled, its number used)',
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
    url: '/api/stockTransfer/ship',
    access: { permission: 'stockTransfer:ship' },
    summary:
      'Ship a draft: every line leaves the source at its average cost (refused whole when stock is short)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.ship(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stockTransfer/receive',
    access: { permission: 'stockTransfer:receive' },
    summary:
      'Receive some or all of what is in transit at the destination (its staff only), at the shipping cost',
    tags,
    body: transferReceiveInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.receive(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stockTransfer/close',
    access: { permission: 'stockTransfer:close' },
    summary: 'Close a partly received transfer: what is still in transit is written off as the difference',
    tags,
    body: transferCloseInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.close(actorOf(request), body);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/stockTransfer/export',
    access: { permission: 'stockTransfer:export' },
    summary: `The filtered transfers as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: transferExportInput,
    fileName: 'stock-transfer.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(actorOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('StockTransfer', TRANSFER_COLUMNS, rows, request.lang);
    },
  });
}
