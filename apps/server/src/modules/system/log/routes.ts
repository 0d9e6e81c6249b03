import { idQuery } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { XLSX_MIME } from '../../../platform/http/xlsx-route.ts';
import type { LogKind } from './kinds.ts';
import { clearInput, logFilterInput, logRow } from '@retail/contracts/api/system/log';
import type { LogService } from './service.ts';

/** page, detail, export and clear of one log; each gated by its own code (`sysLogOp:clear`, ...). */
export function logRoutes(app: FastifyInstance, kind: LogKind, service: LogService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  const tags = [kind.area];
  const filters = logFilterInput(kind);
  const names = ['startTime', 'endTime', ...kind.filters.map((f) => f.field)].join(', ');
  route({
    method: 'POST',
    url: `/api/${kind.area}/page`,
    access: { permission: `${kind.area}:page` },
    kind: 'read',
    summary: `Page of the ${kind.title.en.toLowerCase()} (filters: ${names}; sort: ${Object.keys(kind.sortable).join(', ')})`,
    tags,
    body: filters,
    result: pageResultSchema(logRow),
    handler: ({ body, request }) => service.page(kind, principalOf(request), body),
  });
  route({
    method: 'GET',
    url: `/api/${kind.area}/detail`,
    access: { permission: `${kind.area}:page` },
    summary: `One row of the ${kind.title.en.toLowerCase()} with all its fields`,
    tags,
    query: idQuery,
    result: logRow,
    handler: ({ query, request }) => service.detail(kind, principalOf(request), query.id),
  });
  rawRoute(app, {
    method: 'POST',
    url: `/api/${kind.area}/export`,
    access: { permission: `${kind.area}:export` },
    summary: `Export the filtered ${kind.title.en.toLowerCase()} to Excel (newest first, at most 100 000 rows)`,
    produces: 'an .xlsx file',
    tags,
    body: filters,
    handler: async ({ body, request, reply }) => {
      const { fileName, stream } = await service.export(
        kind,
        principalOf(request),
        body,
        request.lang,
        request.log,
      );
      return reply
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'no-store')
        .type(XLSX_MIME)
        .send(stream);
    },
  });
  route({
    method: 'POST',
    url: `/api/${kind.area}/clear`,
    access: { permission: `${kind.area}:clear` },
    summary: `Delete the ${kind.title.en.toLowerCase()} of the caller’s tenant (super admin: all, or one tenantId)`,
    tags,
    body: clearInput,
    result: z.number(),
    handler: ({ body, request }) => service.clear(kind, principalOf(request), body.tenantId),
  });
}
