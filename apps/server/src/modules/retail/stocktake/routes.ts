import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  stocktakeAddInput,
  stocktakeCountInput,
  stocktakeDetailOutput,
  stocktakeExportInput,
  stocktakeLineOutput,
  stocktakeLinesExportInput,
  stocktakeLinesInput,
  stocktakeOutput,
  stocktakePageInput,
  stocktakePostInput,
  stocktakePrintOutput,
} from '@retail/contracts/api/retail/stocktake';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import type { StocktakeCounting } from './counting.ts';
import { STOCKTAKE_COLUMNS, varianceReport } from './export.ts';
import type { StocktakePosting } from './posting.ts';
import type { StocktakeService } from './service.ts';
import type { StocktakeStart } from './start.ts';

const tags = ['stocktake'];

export interface StocktakeParts {
  service: StocktakeService;
  start: StocktakeStart;
  counting: StocktakeCounting;
  posting: StocktakePosting;
}

export function stocktakeRoutes(app: FastifyInstance, parts: StocktakeParts, timeZone: string): void {
  const { service, start, counting, posting } = parts;
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/stocktake/page',
    access: { permission: 'stocktake:page' },
    kind: 'read',
    summary: 'Page of stocktakes in the data scope (filters: no, status, location, category, time range)',
    tags,
    body: stocktakePageInput,
    result: pageResultSchema(stocktakeOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/stocktake/detail',
    access: { permission: 'stocktake:detail' },
    summary: 'One stocktake with the totals of its variance report (?id=)',
    tags,
    query: idQuery,
    result: stocktakeDetailOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/stocktake/lines',
    access: { permission: 'stocktake:detail' },
    kind: 'read',
    summary:
      "Page of a stocktake's lines: book (frozen), counted, movements since the freeze, variance and its value " +
      '(filters: keyword, state counted|uncounted|variance|added)',
    tags,
    body: stocktakeLinesInput,
    result: pageResultSchema(stocktakeLineOutput),
    handler: ({ body, request }) => service.lines(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/stocktake/print',
    access: { permission: 'stocktake:print' },
    summary: 'The variance report to print: the stocktake, its totals and every line (?id=)',
    tags,
    query: idQuery,
    result: stocktakePrintOutput,
    handler: ({ query, request }) => service.print(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/stocktake/add',
    access: { permission: 'stocktake:add' },
    summary:
      'Start a stocktake (PK…) of a location, optionally of one category with its descendants: the book quantities ' +
      'are frozen now; answers its id',
    tags,
    body: stocktakeAddInput,
    result: z.number(),
    handler: ({ body, request }) => start.start(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/stocktake/count',
    access: { permission: 'stocktake:count' },
    summary: 'Count a barcode: add to (a scan adds 1) or set its counted quantity; answers the line',
    tags,
    body: stocktakeCountInput,
    result: stocktakeLineOutput,
    handler: ({ body, request }) => counting.count(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/stocktake/template',
    access: { permission: 'stocktake:count' },
    summary: 'The count import template (.xlsx: barcode, quantity)',
    tags,
    fileName: 'stocktake-template.xlsx',
    handler: (_body, request) => counting.template(request.lang),
  });
  route({
    method: 'POST',
    url: '/api/stocktake/import',
    access: { permission: 'stocktake:count' },
    summary:
      'Import counts (?id=; body: the .xlsx file, barcode and quantity after a header row): each barcode is set to ' +
      'the sum of its rows; each refused row is reported with its reason',
    tags,
    query: idQuery,
    result: z.object({
      total: z.number(),
      imported: z.number(),
      failed: z.array(z.object({ row: z.number(), reason: z.string() })),
    }),
    handler: ({ query, request }) =>
      counting.import(principalOf(request), query.id, request.body, request.lang),
  });
  route({
    method: 'POST',
    url: '/api/stocktake/post',
    access: { permission: 'stocktake:post' },
    summary:
      "Post a stocktake: each line's variance (counted − book at the freeze) moves stock through the ledger; " +
      'uncounted lines are counted as zero or kept, as chosen',
    tags,
    body: stocktakePostInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.post(principalOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/stocktake/cancel',
    access: { permission: 'stocktake:cancel' },
    summary: 'Cancel a stocktake that is counting (no stock moves)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.cancel(principalOf(request), body.id);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/stocktake/export',
    access: { permission: 'stocktake:export' },
    summary: `The filtered stocktakes as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: stocktakeExportInput,
    fileName: 'stocktake.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('Stocktakes', STOCKTAKE_COLUMNS, rows, request.lang);
    },
  });
  fileRoute(app, {
    url: '/api/stocktake/linesExport',
    access: { permission: 'stocktake:export' },
    summary: `The variance report as an .xlsx file (the filtered lines with their totals, at most ${EXCEL_MAX_ROWS})`,
    tags,
    body: stocktakeLinesExportInput,
    fileName: 'stocktake-variance.xlsx',
    handler: async (body, request) => {
      const caller = principalOf(request);
      const { lines } = await service.lineList(caller, body);
      return varianceReport(lines, await service.summary(caller.tenantId, body.id), request.lang);
    },
  });
}
