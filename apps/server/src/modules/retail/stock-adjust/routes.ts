import { idInput, idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { ADJUST_COLUMNS } from './export.ts';
import type { StockAdjustPosting } from './posting.ts';
import {
  adjustAddInput,
  adjustConfirmOutput,
  adjustDetailOutput,
  adjustExportInput,
  adjustOutput,
  adjustPageInput,
  adjustUpdateInput,
} from '@retail/contracts/api/retail/stock-adjust';
import type { StockAdjustService } from './service.ts';

const tags = ['stockAdjust'];

export function stockAdjustRoutes(
  app: FastifyInstance,
  service: StockAdjustService,
  posting: StockAdjustPosting,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/stockAdjust/page',
    access: { permission: 'stockAdjust:page' },
    kind: 'read',
    summary: 'Page of stock adjustments in the data scope (filters: no, kind, status, time range, barcode)',
    tags,
    body: adjustPageInput,
    result: pageResultSchema(adjustOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  for (const [url, permission] of [
    ['/api/stockAdjust/detail', 'stockAdjust:detail'],
    ['/api/stockAdjust/print', 'stockAdjust:print'],
  ] as const) {
    route({
      method: 'GET',
      url,
      access: { permission },
      summary: 'One stock adjustment with its lines (goods, barcode, colour, size) (?id=)',
      tags,
      query: idQuery,
      result: adjustDetailOutput,
      handler: ({ query, request }) => service.detail(principalOf(request), query.id),
    });
  }
  route({
    method: 'POST',
    url: '/api/stockAdjust/add',
    access: { permission: 'stockAdjust:add' },
    summary: 'Add a draft receipt, issue or stocktake (numbered RK/CK/PD + day + counter); answers its id',
    tags,
    body: adjustAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/stockAdjust/update',
    access: { permission: 'stockAdjust:update' },
    summary: "Replace a draft's supplier, remark and lines",
    tags,
    body: adjustUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(principalOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stockAdjust/delete',
    access: { permission: 'stockAdjust:delete' },
    summary: 'Delete a draft',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(principalOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stockAdjust/confirm',
    access: { permission: 'stockAdjust:confirm' },
    summary:
      'Confirm a draft: all lines move stock at once (a repeat applies nothing); above the value an approval binding names, the draft is submitted for approval instead and waits',
    tags,
    body: idInput,
    result: adjustConfirmOutput,
    handler: ({ body, request }) => posting.confirm(principalOf(request), body.id),
  });
  route({
    method: 'POST',
    url: '/api/stockAdjust/void',
    access: { permission: 'stockAdjust:void' },
    summary: 'Void a confirmed document by a reversing document (CX…); answers the reversal id',
    tags,
    body: idInput,
    result: z.number(),
    handler: ({ body, request }) => posting.void(principalOf(request), body.id),
  });
  fileRoute(app, {
    url: '/api/stockAdjust/export',
    access: { permission: 'stockAdjust:export' },
    summary: `The filtered stock adjustments as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: adjustExportInput,
    fileName: 'stock-adjust.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('StockAdjust', ADJUST_COLUMNS, rows, request.lang);
    },
  });
}
