import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  workflowAddInput,
  workflowCopyInput,
  workflowDetailOutput,
  workflowExportQuery,
  workflowImportInput,
  workflowOutput,
  workflowPageInput,
  workflowPublishInput,
  workflowPublishOutput,
  workflowSetStatusInput,
  workflowUpdateInput,
  workflowValidateInput,
  workflowValidateOutput,
  workflowVersionDetailOutput,
  workflowVersionOutput,
  workflowVersionQuery,
} from '@retail/contracts/api/system/workflow';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { rawRoute } from '../../../platform/http/raw-route.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { WorkflowPublishing } from './publishing.ts';
import type { WorkflowService } from './service.ts';
import type { WorkflowTransfer } from './transfer.ts';

const tags = ['sysWorkflow'];
/** A workflow file: JSON of its own type, so a download is never read as the API's JSON envelope. */
const WORKFLOW_FILE_TYPE = 'application/vnd.retail.workflow+json';
const url = (name: string) => `/api/sysWorkflow/${name}`;
/** the seeded crud('sysWorkflow') codes; publishing, validating and the status change a definition: update */
const code = {
  read: { permission: 'sysWorkflow:page' },
  add: { permission: 'sysWorkflow:add' },
  update: { permission: 'sysWorkflow:update' },
  delete: { permission: 'sysWorkflow:delete' },
} as const;

export interface WorkflowParts {
  workflows: WorkflowService;
  publishing: WorkflowPublishing;
  transfer: WorkflowTransfer;
}

export function workflowRoutes(app: FastifyInstance, parts: WorkflowParts, timeZone: string): void {
  const { workflows, publishing, transfer } = parts;
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: url('page'),
    access: code.read,
    kind: 'read',
    summary: 'Page of the tenant’s workflows, without their graphs (filters: name, code, status, event)',
    tags,
    body: workflowPageInput,
    result: pageResultSchema(workflowOutput),
    handler: ({ body, request }) => workflows.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: url('detail'),
    access: code.read,
    summary: 'One workflow with its draft graph (?id=)',
    tags,
    query: idQuery,
    result: workflowDetailOutput,
    handler: ({ query, request }) => workflows.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: url('add'),
    access: code.add,
    summary: 'Add a draft workflow (a code unique in the tenant), from an empty graph or the one given',
    tags,
    body: workflowAddInput,
    result: z.number(),
    handler: ({ body, request }) => workflows.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: url('update'),
    access: code.update,
    summary:
      'Change a workflow’s draft at the version the client read (409 when someone saved it since); answers the next version. Published versions never change',
    tags,
    body: workflowUpdateInput,
    result: z.number(),
    handler: ({ body, request }) => workflows.update(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: url('delete'),
    access: code.delete,
    summary: 'Delete a workflow; its published versions stay for the instances pinned to them',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await workflows.delete(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: url('publish'),
    access: code.update,
    summary:
      'Publish the saved draft as the next immutable version (400 listing every issue of the publish check, each naming its node or line); answers the version number',
    tags,
    body: workflowPublishInput,
    result: workflowPublishOutput,
    handler: ({ body, request, lang }) => publishing.publish(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: url('validate'),
    access: code.update,
    kind: 'read',
    summary: 'The publish check of a graph: every issue, each message naming its node or line',
    tags,
    body: workflowValidateInput,
    result: workflowValidateOutput,
    handler: ({ body, lang }) => publishing.validate(body.graph, lang),
  });
  route({
    method: 'POST',
    url: url('setStatus'),
    access: code.update,
    summary: 'Enable (2) or disable (3) a workflow that was published; a disabled one starts no instances',
    tags,
    body: workflowSetStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await workflows.setStatus(actorOf(request), body.id, body.status);
      return null;
    },
  });
  route({
    method: 'GET',
    url: url('versionList'),
    access: code.read,
    summary: 'The published versions of a workflow, the latest first (?id=)',
    tags,
    query: idQuery,
    result: z.array(workflowVersionOutput),
    handler: ({ query, request }) => publishing.versionList(principalOf(request), query.id),
  });
  route({
    method: 'GET',
    url: url('versionDetail'),
    access: code.read,
    summary: 'One published version with its graph (?id=&versionNo=)',
    tags,
    query: workflowVersionQuery,
    result: workflowVersionDetailOutput,
    handler: ({ query, request }) =>
      publishing.versionDetail(principalOf(request), query.id, query.versionNo),
  });
  route({
    method: 'POST',
    url: url('copy'),
    access: code.add,
    summary: 'Copy a workflow’s draft into a new draft (default code `<code>_copy`, name "<name> (copy)")',
    tags,
    body: workflowCopyInput,
    result: z.number(),
    handler: ({ body, request, lang }) => transfer.copy(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: url('import'),
    access: code.add,
    summary:
      'A new draft from a workflow file’s text (what export gave); code and name may replace the file’s. Malformed files are refused naming the problem',
    tags,
    body: workflowImportInput,
    result: z.number(),
    handler: ({ body, request, lang }) => transfer.importFile(actorOf(request), body, lang),
  });
  rawRoute(app, {
    method: 'GET',
    url: url('export'),
    access: code.read,
    summary: 'A workflow’s draft (or, with versionNo, a published version) as a JSON file (?id=&versionNo=)',
    produces: WORKFLOW_FILE_TYPE,
    tags,
    query: workflowExportQuery,
    handler: async ({ query, request, reply }) => {
      const file = await transfer.exportFile(principalOf(request), query.id, query.versionNo);
      return reply
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .type(`${WORKFLOW_FILE_TYPE}; charset=utf-8`)
        .send(file.text);
    },
  });
}
