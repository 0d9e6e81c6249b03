import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  printAddInput,
  printCopyInput,
  printDefaultOutput,
  printDetailOutput,
  printDocTypeQuery,
  printNameParams,
  printOutput,
  printPageInput,
  printUpdateInput,
} from '@retail/contracts/api/system/print';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { PrintService } from './service.ts';

const tags = ['sysPrint'];

export function printRoutes(app: FastifyInstance, service: PrintService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysPrint/page',
    access: { permission: 'sysPrint:page' },
    kind: 'read',
    summary: 'Page of the tenant’s print templates, without their layout (filters: name, docType, status)',
    tags,
    body: printPageInput,
    result: pageResultSchema(printOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysPrint/detail',
    access: { permission: 'sysPrint:page' },
    summary: 'One print template with its layout (?id=)',
    tags,
    query: idQuery,
    result: printDetailOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysPrint/print/:name',
    access: { permission: 'sysPrint:page' },
    summary: 'The enabled print template of a name (names are unique in a tenant, ignoring case)',
    tags,
    params: printNameParams,
    result: printDetailOutput,
    handler: ({ params, request }) => service.byName(principalOf(request), params.name),
  });
  route({
    method: 'GET',
    url: '/api/sysPrint/defaultFor',
    access: { login: true },
    summary:
      'The template every print button of a document type uses: the tenant’s enabled default, else the built-in one (id and version null) (?docType=)',
    tags,
    query: printDocTypeQuery,
    result: printDefaultOutput,
    handler: ({ query, request }) => service.defaultFor(principalOf(request), query.docType),
  });
  route({
    method: 'POST',
    url: '/api/sysPrint/add',
    access: { permission: 'sysPrint:add' },
    summary:
      'Add a print template; its bindings must be fields of its document type. The first enabled one of a type becomes its default',
    tags,
    body: printAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysPrint/update',
    access: { permission: 'sysPrint:update' },
    summary:
      'Change a print template at the version the client read (409 when someone saved it since); the document type never changes',
    tags,
    body: printUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysPrint/delete',
    access: { permission: 'sysPrint:delete' },
    summary: 'Delete a print template; a type’s default goes only as the type’s last template',
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
    url: '/api/sysPrint/setDefault',
    access: { permission: 'sysPrint:update' },
    summary:
      'Make an enabled print template the default of its document type (the previous one stops being it)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setDefault(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysPrint/copy',
    access: { permission: 'sysPrint:add' },
    summary: 'Copy a print template under a new name (default "<name> (copy)"); a copy is never the default',
    tags,
    body: printCopyInput,
    result: z.number(),
    handler: ({ body, request, lang }) => service.copy(actorOf(request), body, lang),
  });
}
