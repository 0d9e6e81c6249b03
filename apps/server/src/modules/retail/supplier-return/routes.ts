import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  returnAddInput,
  returnDetailOutput,
  returnExportInput,
  returnOutput,
  returnPageInput,
} from '@retail/contracts/api/retail/purchase';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { buildSheet, EXCEL_MAX_ROWS } from '../shared/excel.ts';
import { RETURN_COLUMNS } from './export.ts';
import type { SupplierReturnPosting } from './posting.ts';
import type { SupplierReturnService } from './service.ts';

const tags = ['supplierReturn'];

export function supplierReturnRoutes(
  app: FastifyInstance,
  service: SupplierReturnService,
  posting: SupplierReturnPosting,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/supplierReturn/page',
    access: { permission: 'supplierReturn:page' },
    kind: 'read',
    summary:
      'Page of supplier returns in the data scope (filters: no, supplier, status, location, barcode, time range)',
    tags,
    body: returnPageInput,
    result: pageResultSchema(returnOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  for (const [url, permission] of [
    ['/api/supplierReturn/detail', 'supplierReturn:detail'],
    ['/api/supplierReturn/print', 'supplierReturn:print'],
  ] as const) {
    route({
      method: 'GET',
      url,
      access: { permission },
      summary: 'One supplier return with its lines (?id=)',
      tags,
      query: idQuery,
      result: returnDetailOutput,
      handler: ({ query, request }) => service.detail(principalOf(request), query.id),
    });
  }
  route({
    method: 'POST',
    url: '/api/supplierReturn/add',
    access: { permission: 'supplierReturn:add' },
    summary:
      'Add a draft supplier return (numbered TG + day + counter), optionally from a purchase order or receipt; answers its id',
    tags,
    body: returnAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/supplierReturn/delete',
    access: { permission: 'supplierReturn:delete' },
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
    url: '/api/supplierReturn/confirm',
    access: { permission: 'supplierReturn:confirm' },
    summary:
      'Confirm a draft: the goods leave the location at its average cost (refused beyond stock); a repeat applies nothing',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await posting.confirm(principalOf(request), body.id);
      return null;
    },
  });
  fileRoute(app, {
    url: '/api/supplierReturn/export',
    access: { permission: 'supplierReturn:export' },
    summary: `The filtered supplier returns as an .xlsx file (newest first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: returnExportInput,
    fileName: 'supplier-return.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet('SupplierReturn', RETURN_COLUMNS, rows, request.lang);
    },
  });
}
