import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  formAddInput,
  formCopyInput,
  formDetailOutput,
  formFileSchema,
  formImportInput,
  formOutput,
  formPageInput,
  formPublishInput,
  formPublishOutput,
  formSetStatusInput,
  formUpdateInput,
  formValidateInput,
  formValidateOutput,
  formVersionDetailOutput,
  formVersionOutput,
  formVersionQuery,
} from '@retail/contracts/api/system/form';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { FormService } from './service.ts';

export const FORM_TAGS = ['sysFormDes'];
const tags = FORM_TAGS;

/** The form designer's calls: forms, their drafts, publishing and versions, JSON files. */
export function formRoutes(app: FastifyInstance, service: FormService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysFormDes/page',
    access: { permission: 'sysFormDes:page' },
    kind: 'read',
    summary: 'Page of the tenant’s forms, without their schema (filters: name, code, category, status)',
    tags,
    body: formPageInput,
    result: pageResultSchema(formOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/detail',
    access: { permission: 'sysFormDes:page' },
    summary: 'One form with its draft schema (?id=)',
    tags,
    query: idQuery,
    result: formDetailOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/add',
    access: { permission: 'sysFormDes:add' },
    summary: 'Add a form as a draft (its code is unique in the tenant and never changes)',
    tags,
    body: formAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/update',
    access: { permission: 'sysFormDes:update' },
    summary: 'Save a form’s draft at the version the client read (409 when someone saved it since)',
    tags,
    body: formUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/delete',
    access: { permission: 'sysFormDes:delete' },
    summary: 'Delete a form that has no submissions (disable one that has)',
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
    url: '/api/sysFormDes/setStatus',
    access: { permission: 'sysFormDes:update' },
    summary: 'Take (2) or stop (3) submissions of a published form',
    tags,
    body: formSetStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setStatus(actorOf(request), body.id, body.status);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/copy',
    access: { permission: 'sysFormDes:add' },
    summary: 'Copy a form’s draft as a new draft (default code "<code>_copy", name "<name> (copy)")',
    tags,
    body: formCopyInput,
    result: z.number(),
    handler: ({ body, request, lang }) => service.copy(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/publish',
    access: { permission: 'sysFormDes:update' },
    summary:
      'Freeze the draft as the next version, which never changes again (400 naming what keeps it from publishing; 409 when stale)',
    tags,
    body: formPublishInput,
    result: formPublishOutput,
    handler: async ({ body, request, lang }) => ({
      versionNo: await service.publish(actorOf(request), body, lang),
    }),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/versionList',
    access: { permission: 'sysFormDes:page' },
    summary: 'The published versions of a form, newest first (?id=)',
    tags,
    query: idQuery,
    result: z.array(formVersionOutput),
    handler: ({ query, request }) => service.versions(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/versionDetail',
    access: { permission: 'sysFormDes:page' },
    summary: 'One published version of a form with its schema (?id=&versionNo=)',
    tags,
    query: formVersionQuery,
    result: formVersionDetailOutput,
    handler: ({ query, request }) => service.versionDetail(principalOf(request), query.id, query.versionNo),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/validateSchema',
    access: { permission: 'sysFormDes:page' },
    kind: 'read',
    summary: 'The publish check of a schema: unique keys, options, rules, conditions, known dictionaries',
    tags,
    body: formValidateInput,
    result: formValidateOutput,
    handler: async ({ body, request }) => ({ issues: await service.issues(actorOf(request), body.schema) }),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/exportJson',
    access: { permission: 'sysFormDes:page' },
    summary: 'A form as a JSON file: its code, name, category, remark and draft schema (?id=)',
    tags,
    query: idQuery,
    result: formFileSchema,
    handler: ({ query, request }) => service.exportFile(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/importJson',
    access: { permission: 'sysFormDes:add' },
    summary: 'Add a form as a draft from a JSON file (code and name may replace the file’s)',
    tags,
    body: formImportInput,
    result: z.number(),
    handler: ({ body, request }) => service.importFile(actorOf(request), body),
  });
}
