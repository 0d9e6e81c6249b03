import { idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  formCodeQuery,
  formDataDetailOutput,
  formDataExportInput,
  formDataFileQuery,
  formDataOutput,
  formDataPageInput,
  formFileValue,
  formFillItemOutput,
  formFillOutput,
  formOrgOption,
  formSubmitInput,
  formSubmitOutput,
  formUserOption,
  formUserOptionsInput,
} from '@retail/contracts/api/system/form';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../../platform/http/access.ts';
import { rawRoute } from '../../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../../platform/http/route.ts';
import { fileRoute } from '../../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../../platform/module-kit/actor.ts';
import { readUpload } from '../../../../platform/storage/upload.ts';
import { sendContent } from '../../file/routes.ts';
import { type FormDataExportDeps, exportSubmissions } from './export.ts';
import { FORM_TAGS as tags } from '../routes.ts';
import type { FormDataService } from './service.ts';

interface DataRouteOptions {
  timeZone: string;
  maxUploadBytes: number;
  exports: FormDataExportDeps;
}

/**
 * Filling forms in (`sysFormDes:submit`: the published forms, their latest version, the pickers and uploads of
 * their fields, the submission itself) and reading submissions (`sysFormDes:dataPage`, `sysFormDes:dataExport`),
 * limited to the reader's data scope.
 */
export function formDataRoutes(
  app: FastifyInstance,
  service: FormDataService,
  options: DataRouteOptions,
): void {
  const route = routeRegistrar(app, options.timeZone);
  route({
    method: 'GET',
    url: '/api/sysFormDes/fillList',
    access: { permission: 'sysFormDes:submit' },
    summary: 'The published forms that take submissions, by category and name',
    tags,
    result: z.array(formFillItemOutput),
    handler: ({ request }) => service.fillable(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/fillDetail',
    access: { permission: 'sysFormDes:submit' },
    summary: 'The latest published version of a form, which a submission is checked against (?code=)',
    tags,
    query: formCodeQuery,
    result: formFillOutput,
    handler: ({ query, request }) => service.fill(principalOf(request), query.code),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/submit',
    access: { permission: 'sysFormDes:submit' },
    summary:
      'Submit a form: the values are checked against its latest published version as the browser checks them (400 naming each field) and stored pinned to it',
    tags,
    body: formSubmitInput,
    result: formSubmitOutput,
    handler: ({ body, request, lang }) => service.submit(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/userOptions',
    access: { permission: 'sysFormDes:submit' },
    kind: 'read',
    summary: 'Users for a form’s user field: enabled ones by account or name (20), and those of ids',
    tags,
    body: formUserOptionsInput,
    result: z.array(formUserOption),
    handler: ({ body, request }) => service.userOptions(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/orgOptions',
    access: { permission: 'sysFormDes:submit' },
    summary: 'Organisations for a form’s organisation field: every one of the tenant, names only',
    tags,
    result: z.array(formOrgOption),
    handler: ({ request }) => service.orgOptions(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/upload',
    access: { permission: 'sysFormDes:submit' },
    summary:
      'Upload a file for a form’s upload field (multipart, one part named "file"); type and size checked',
    tags,
    result: formFileValue,
    handler: async ({ request }) =>
      service.upload(actorOf(request), await readUpload(request, options.maxUploadBytes)),
  });
  route({
    method: 'POST',
    url: '/api/sysFormDes/dataPage',
    access: { permission: 'sysFormDes:dataPage' },
    kind: 'read',
    summary:
      'Page of submissions in the data scope (filters: formId, startTime, endTime, createUser, status)',
    tags,
    body: formDataPageInput,
    result: pageResultSchema(formDataOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysFormDes/dataDetail',
    access: { permission: 'sysFormDes:dataPage' },
    summary: 'One submission with the version of the form it was made on (?id=)',
    tags,
    query: idQuery,
    result: formDataDetailOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  rawRoute(app, {
    method: 'GET',
    url: '/api/sysFormDes/dataFile',
    access: { permission: 'sysFormDes:dataPage' },
    summary: 'A file of a submission’s upload field (?id= the submission, &fileId=)',
    produces: 'application/octet-stream',
    tags,
    query: formDataFileQuery,
    handler: async ({ query, request, reply }) =>
      sendContent(reply, await service.file(actorOf(request), query.id, query.fileId)),
  });
  fileRoute(app, {
    url: '/api/sysFormDes/dataExport',
    access: { permission: 'sysFormDes:dataExport' },
    summary:
      'A form’s submissions in the data scope as .xlsx, one column per field labelled in the caller’s language',
    tags,
    body: formDataExportInput,
    fileName: 'form-data.xlsx',
    handler: (body, request) => exportSubmissions(options.exports, actorOf(request), body, request.lang),
  });
}
