import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  codeGenAddInput,
  codeGenColumnInfo,
  codeGenDeleteInput,
  codeGenNextMenuQuery,
  codeGenOutput,
  codeGenPageInput,
  codeGenPreviewFile,
  codeGenTableOutput,
  codeGenTableParams,
  codeGenUpdateInput,
} from '@retail/contracts/api/system/code-gen';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { GenerationService } from './generation-service.ts';
import type { CodeGenService } from './service.ts';

const tags = ['sysCodeGen'];
const url = (name: string) => `/api/sysCodeGen/${name}`;
const code = {
  read: { permission: 'sysCodeGen:page' },
  add: { permission: 'sysCodeGen:add' },
  update: { permission: 'sysCodeGen:update' },
  delete: { permission: 'sysCodeGen:delete' },
  generate: { permission: 'sysCodeGen:generate' },
} as const;

export function codeGenRoutes(
  app: FastifyInstance,
  codeGens: CodeGenService,
  generation: GenerationService,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: url('page'),
    access: code.read,
    kind: 'read',
    summary: 'Page of the generation configs (keyword: table, resource, entity or label)',
    tags,
    body: codeGenPageInput,
    result: pageResultSchema(codeGenOutput),
    handler: ({ body, request }) => codeGens.page(actorOf(request), body),
  });
  route({
    method: 'GET',
    url: url('detail'),
    access: code.read,
    summary: 'A generation config',
    tags,
    query: idQuery,
    result: codeGenOutput,
    handler: ({ query, request }) => codeGens.detail(actorOf(request), query.id),
  });
  route({
    method: 'POST',
    url: url('add'),
    access: code.add,
    summary: 'Keep a generation config (its table, resource and menu ids are no other config’s)',
    tags,
    body: codeGenAddInput,
    result: z.number(),
    handler: ({ body, request }) => codeGens.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: url('update'),
    access: code.update,
    summary: 'Change a generation config (the whole config)',
    tags,
    body: codeGenUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await codeGens.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: url('delete'),
    access: code.delete,
    summary: 'Delete generation configs (their menu ids stay reserved)',
    tags,
    body: codeGenDeleteInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await codeGens.delete(actorOf(request), body.ids);
      return null;
    },
  });
  route({
    method: 'GET',
    url: url('nextMenuIdBase'),
    access: code.read,
    summary:
      'The menu id for a new config: the one a deleted config of the table kept, else the lowest of the range no config and no menu holds',
    tags,
    query: codeGenNextMenuQuery,
    result: z.number(),
    handler: ({ query }) => codeGens.nextMenuIdBase(query.tableName),
  });
  route({
    method: 'GET',
    url: url('tableList'),
    access: code.read,
    summary: 'The database’s tables, each with whether a config or a module of the server’s source has it',
    tags,
    result: z.array(codeGenTableOutput),
    handler: ({ request }) => generation.tables(actorOf(request)),
  });
  route({
    method: 'GET',
    url: url('columnList/:tableName'),
    access: code.read,
    summary: 'The columns of a table, each with the config column suggested for it',
    tags,
    params: codeGenTableParams,
    result: z.array(codeGenColumnInfo),
    handler: ({ params }) => generation.columns(params.tableName),
  });
  route({
    method: 'POST',
    url: url('preview'),
    access: code.generate,
    kind: 'read',
    summary:
      'The files a config generates, each with whether the server’s checkout has it and differs (nothing is written)',
    tags,
    body: idInput,
    result: z.array(codeGenPreviewFile),
    handler: ({ body, request }) => generation.preview(actorOf(request), body.id),
  });
  rawRoute(app, {
    method: 'POST',
    url: url('download'),
    access: code.generate,
    summary: 'The files a config generates as a zip, with the config for `npm run gen` (nothing is written)',
    produces: 'application/zip',
    tags,
    body: idInput,
    handler: async ({ body, request, reply }) => {
      const zip = await generation.download(actorOf(request), body.id);
      return reply
        .header('content-disposition', contentDisposition('attachment', zip.fileName))
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(zip.stream);
    },
  });
}
