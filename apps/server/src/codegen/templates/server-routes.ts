import type { Model } from '../model.ts';
import { chosen } from '../model.ts';
import { quoted } from '../names.ts';

/** modules/<area>/<name>/routes.ts: each route declared once with its permission, input and result schemas. */
export function routesFile(m: Model): string {
  const e = m.entity;
  const lower = e.charAt(0).toLowerCase() + e.slice(1);
  const r = m.resource;
  const refs = chosen(m);
  const excel = m.config.options.excel;
  const route = (def: string) => `  route({\n${def}\n  });`;
  const options = refs.map((f) =>
    route(`    method: 'GET',
    url: '/api/${r}/${f.prop}Options',
    access: { permission: '${r}:page' },
    kind: 'read',
    summary: ${quoted(`The choices of ${f.prop} (${f.ref?.table}: id and ${f.ref?.display})`)},
    tags,
    result: z.array(${lower}Option),
    handler: ({ request }) => service.${f.prop}Options(actorOf(request)),`),
  );
  return `import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
${excel ? "import { fileRoute } from '../../../platform/http/xlsx-route.ts';\nimport { importResult } from '@retail/contracts/api/retail/goods';\n" : ''}import { idInput, idQuery } from '@retail/contracts/api/fields';
import {
  ${lower}AddInput,
  ${lower}Filter,${refs.length > 0 ? `\n  ${lower}Option,` : ''}
  ${lower}Output,
  ${lower}PageInput,
  ${lower}UpdateInput,
} from '${m.contractsImport}';
${excel ? `import type { ${e}Importer } from './import.ts';\n` : ''}import type { ${e}Service } from './service.ts';

const tags = ['${r}'];

export function ${lower}Routes(
  app: FastifyInstance,
  service: ${e}Service,${excel ? `\n  importer: ${e}Importer,` : ''}
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
${[
  route(`    method: 'POST',
    url: '/api/${r}/page',
    access: { permission: '${r}:page' },
    kind: 'read',
    summary: ${quoted(`Page of ${m.config.label.en.toLowerCase()}`)},
    tags,
    body: ${lower}PageInput,
    result: pageResultSchema(${lower}Output),
    handler: ({ body, request }) => service.page(actorOf(request), body),`),
  route(`    method: 'POST',
    url: '/api/${r}/list',
    access: { permission: '${r}:page' },
    kind: 'read',
    summary: 'Every matching row in the default order',
    tags,
    body: ${lower}Filter,
    result: z.array(${lower}Output),
    handler: ({ body, request }) => service.list(actorOf(request), body),`),
  route(`    method: 'GET',
    url: '/api/${r}/detail',
    access: { permission: '${r}:page' },
    kind: 'read',
    summary: 'One row',
    tags,
    query: idQuery,
    result: ${lower}Output,
    handler: ({ query, request }) => service.detail(actorOf(request), query.id),`),
  ...options,
  route(`    method: 'POST',
    url: '/api/${r}/add',
    access: { permission: '${r}:add' },
    summary: 'Add a row',
    tags,
    body: ${lower}AddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),`),
  route(`    method: 'POST',
    url: '/api/${r}/update',
    access: { permission: '${r}:update' },
    summary: 'Update a row (absent fields stay as they are)',
    tags,
    body: ${lower}UpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },`),
  route(`    method: 'POST',
    url: '/api/${r}/delete',
    access: { permission: '${r}:delete' },
    summary: 'Delete a row',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },`),
].join('\n')}${
    excel
      ? `
  fileRoute(app, {
    url: '/api/${r}/export',
    access: { permission: '${r}:export' },
    summary: 'The filtered rows as an .xlsx file',
    tags,
    body: ${lower}Filter,
    fileName: '${m.kebab}.xlsx',
    handler: (body, request) => service.export(actorOf(request), body, request.lang),
  });
  fileRoute(app, {
    url: '/api/${r}/template',
    access: { permission: '${r}:import' },
    summary: 'The import template (.xlsx)',
    tags,
    fileName: '${m.kebab}-template.xlsx',
    handler: (_body, request) => importer.template(request.lang),
  });
  route({
    method: 'POST',
    url: '/api/${r}/import',
    access: { permission: '${r}:import' },
    summary: 'Import rows from the template (body: the .xlsx file); each refused row is reported with its reason',
    tags,
    result: importResult,
    handler: ({ request }) => importer.import(actorOf(request), request.body, request.lang),
  });`
      : ''
  }
}
`;
}

/** modules/<area>/<name>/index.ts: the module's registration from ModuleDeps. */
export function indexFile(m: Model): string {
  const e = m.entity;
  const lower = e.charAt(0).toLowerCase() + e.slice(1);
  const time = m.fields.some((f) => f.col.search && f.col.dataType === 'datetime');
  const excel = m.config.options.excel;
  return `import type { ModuleDeps } from '../../module.ts';
${excel ? `import { ${e}Importer } from './import.ts';\n` : ''}import { ${e}Repository } from './repository.ts';
import { ${lower}Routes } from './routes.ts';
import { ${e}Service } from './service.ts';

export function ${lower}Service({ ctx, audit }: ModuleDeps): ${e}Service {
  const repo = new ${e}Repository(ctx.db, ctx.config.db.type${time ? ', ctx.config.timeZone' : ''});
  return new ${e}Service(repo, audit, ctx.ids, ctx.config.timeZone, ctx.config.pageSizeMax);
}

/** ${m.config.label.en}. */
export function register${e}Module(deps: ModuleDeps): void {
  const service = ${lower}Service(deps);
  ${lower}Routes(deps.app, service, ${excel ? `new ${e}Importer(service), ` : ''}deps.ctx.config.timeZone);
}
`;
}
