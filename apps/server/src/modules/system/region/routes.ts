import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import { readUpload } from '../../../platform/storage/upload.ts';
import { IMPORT_SUFFIXES } from './import-file.ts';
import {
  importResult,
  regionAddInput,
  regionListQuery,
  regionOutput,
  regionPageInput,
  regionUpdateInput,
} from '@retail/contracts/api/system/region';
import type { RegionService } from './service.ts';

const tags = ['sysRegion'];

export function regionRoutes(
  app: FastifyInstance,
  service: RegionService,
  { timeZone, maxUploadBytes }: { timeZone: string; maxUploadBytes: number },
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'GET',
    url: '/api/sysRegion/list',
    access: { permission: 'sysRegion:page' },
    summary: 'Children of a region (?pid=, 0 or absent = provinces), each with hasChildren for lazy loading',
    tags,
    query: regionListQuery,
    result: z.array(regionOutput),
    handler: ({ query, request }) => service.children(actorOf(request), query.pid ?? query.id ?? 0),
  });
  route({
    method: 'POST',
    url: '/api/sysRegion/page',
    access: { permission: 'sysRegion:page' },
    kind: 'read',
    summary: 'Page of regions (filters: pid, name, code prefix, level)',
    tags,
    body: regionPageInput,
    result: pageResultSchema(regionOutput),
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysRegion/add',
    access: { permission: 'sysRegion:add' },
    summary: 'Add a region under pid (code unique, at most five levels)',
    tags,
    body: regionAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysRegion/update',
    access: { permission: 'sysRegion:update' },
    summary: 'Change a region; moving it (pid) relevels its descendants and never makes a cycle',
    tags,
    body: regionUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysRegion/delete',
    access: { permission: 'sysRegion:delete' },
    summary: 'Delete a region with all its descendants; returns how many were removed',
    tags,
    body: idInput,
    result: z.number(),
    handler: ({ body, request }) => service.delete(actorOf(request), body.id),
  });
  route({
    method: 'POST',
    url: '/api/sysRegion/import',
    access: { permission: 'sysRegion:import' },
    summary: 'Import regions from a CSV or Excel file (multipart "file"; columns code, name, parent code)',
    tags,
    result: importResult,
    handler: async ({ request }) =>
      service.import(
        actorOf(request),
        await readUpload(request, maxUploadBytes, { suffixes: IMPORT_SUFFIXES }),
      ),
  });
}
