import { idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  tillShiftCashInput,
  tillShiftCloseInput,
  tillShiftCurrentOutput,
  tillShiftDetailOutput,
  tillShiftOpenInput,
  tillShiftOutput,
  tillShiftPageInput,
  tillShiftPrintOutput,
} from '@retail/contracts/api/retail/till-shift';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { TillShiftService } from './service.ts';

const tags = ['tillShift'];

export function tillShiftRoutes(app: FastifyInstance, shifts: TillShiftService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/tillShift/current',
    access: { permission: 'shift:open' },
    summary: "The caller's open shift with its X figures, or null",
    tags,
    result: tillShiftCurrentOutput,
    handler: ({ request }) => shifts.current(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/tillShift/open',
    access: { permission: 'shift:open' },
    summary: 'Open a shift for the caller with a float (one open shift per user)',
    tags,
    body: tillShiftOpenInput,
    result: tillShiftDetailOutput,
    handler: ({ body, request }) => shifts.open(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/tillShift/cash',
    access: { permission: 'shift:cash' },
    summary: 'Record a paid-in (kind 1) or paid-out (kind 2) of an open shift',
    tags,
    body: tillShiftCashInput,
    result: tillShiftDetailOutput,
    handler: ({ body, request }) => shifts.cash(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/tillShift/close',
    access: { permission: 'shift:close' },
    summary: 'Close an open shift with the counted cash; the Z figures are stored as computed',
    tags,
    body: tillShiftCloseInput,
    result: tillShiftDetailOutput,
    handler: ({ body, request }) => shifts.close(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/tillShift/page',
    access: { permission: 'shift:page' },
    kind: 'read',
    summary: 'Page of shifts the caller may see (tenant and data scope)',
    tags,
    body: tillShiftPageInput,
    result: pageResultSchema(tillShiftOutput),
    handler: ({ body, request }) => shifts.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/tillShift/detail',
    access: { permission: 'shift:detail' },
    summary: 'A shift with its X (open) or Z (closed) figures and paid-in/out rows',
    tags,
    query: idQuery,
    result: tillShiftDetailOutput,
    handler: ({ query, request }) => shifts.detailOf(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/tillShift/print',
    access: { permission: 'shift:print' },
    summary: 'What a printed X or Z report shows',
    tags,
    query: idQuery,
    result: tillShiftPrintOutput,
    handler: ({ query, request }) => shifts.print(principalOf(request), query.id),
  });
  fileRoute(app, {
    url: '/api/tillShift/export',
    access: { permission: 'shift:export' },
    summary: 'The filtered shifts with their figures as an .xlsx file',
    tags,
    body: tillShiftPageInput,
    fileName: 'till-shifts.xlsx',
    handler: (body, request) => shifts.export(principalOf(request), body, request.lang),
  });
}
