import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  reorderCreateInput,
  reorderCreateOutput,
  reorderExportInput,
  reorderImportQuery,
  reorderLevelsInput,
  reorderOutput,
  reorderPageInput,
} from '@retail/contracts/api/retail/purchase';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { REORDER_COLUMNS } from './export.ts';
import type { LevelImporter } from './import.ts';
import type { ReorderService } from './service.ts';

const tags = ['reorder'];

export function reorderRoutes(
  app: FastifyInstance,
  service: ReorderService,
  importer: LevelImporter,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/reorder/page',
    access: { permission: 'reorder:page' },
    kind: 'read',
    summary:
      'Reorder suggestions of a location (qty + on order ≤ min; suggested max − qty − on order), or with all=true every barcode stocked there with its levels',
    tags,
    body: reorderPageInput,
    result: pageResultSchema(reorderOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/reorder/setLevels',
    access: { permission: 'reorder:setLevels' },
    summary: "Set one barcode's minimum and maximum at a location (min ≤ max; both null clear them)",
    tags,
    body: reorderLevelsInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setLevels(principalOf(request), body);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/reorder/template',
    access: { permission: 'reorder:setLevels' },
    summary: 'The levels import template (.xlsx: barcode, min, max)',
    tags,
    fileName: 'reorder-levels.xlsx',
    handler: (_body, request) => importer.template(request.lang),
  });
  route({
    method: 'POST',
    url: '/api/reorder/import',
    access: { permission: 'reorder:setLevels' },
    summary:
      'Import levels for a location (?locationId=; body: the .xlsx of barcode, min, max); good rows are written, each refused row reported with its reason',
    tags,
    query: reorderImportQuery,
    result: z.object({
      total: z.number(),
      imported: z.number(),
      failed: z.array(z.object({ row: z.number(), reason: z.string() })),
    }),
    handler: ({ query, request }) =>
      importer.import(principalOf(request), request.body, query.locationId, request.lang),
  });
  route({
    method: 'POST',
    url: '/api/reorder/createOrder',
    access: { permission: 'reorder:createOrder' },
    summary:
      'Turn the chosen suggestions into draft purchase orders, one per supplier of the goods, in one step (qty absent: the suggestion)',
    tags,
    body: reorderCreateInput,
    result: reorderCreateOutput,
    handler: ({ body, request }) => service.createOrders(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/reorder/export',
    access: { permission: 'reorder:export' },
    summary: `The reorder suggestions (or all levels) of a location as an .xlsx file (at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: reorderExportInput,
    fileName: 'reorder.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('Reorder', REORDER_COLUMNS, rows, request.lang);
    },
  });
}
