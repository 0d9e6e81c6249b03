import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  approvalApproveInput,
  approvalBindingAddInput,
  approvalBindingOutput,
  approvalBindingPageInput,
  approvalBindingUpdateInput,
  approvalDetailOutput,
  approvalInstanceOutput,
  approvalRejectInput,
  approvalStartedPageInput,
  approvalTaskOutput,
  approvalTaskPageInput,
  approvalTodoListOutput,
  approvalWithdrawInput,
  approvalWorkflowOption,
} from '@retail/contracts/api/system/approval';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { ApprovalBindingService } from './binding-service.ts';
import type { ApprovalDecisions } from './decisions.ts';
import type { ApprovalQueries } from './service.ts';

const tags = ['sysApproval'];

export interface ApprovalRouteServices {
  queries: ApprovalQueries;
  decisions: ApprovalDecisions;
  bindings: ApprovalBindingService;
}

/** Everyone's own approvals are login-only (each sees and decides only its own); bindings need their codes. */
export function approvalRoutes(
  app: FastifyInstance,
  services: ApprovalRouteServices,
  timeZone: string,
): void {
  const { queries, decisions, bindings } = services;
  const route = routeRegistrar(app, timeZone);
  const pages = [
    ['todoPage', 'The caller’s pending approval tasks, newest first', queries.todoPage],
    ['donePage', 'The approval tasks the caller approved or rejected, newest first', queries.donePage],
  ] as const;
  for (const [action, summary, handler] of pages) {
    route({
      method: 'POST',
      url: `/api/sysApproval/${action}`,
      access: { login: true },
      kind: 'read',
      summary: `${summary} (filters: event, title)`,
      tags,
      body: approvalTaskPageInput,
      result: pageResultSchema(approvalTaskOutput),
      handler: ({ body, request }) => handler.call(queries, principalOf(request), body),
    });
  }
  route({
    method: 'POST',
    url: '/api/sysApproval/startedPage',
    access: { login: true },
    kind: 'read',
    summary: 'The approvals the caller started, newest first (filters: event, title, status)',
    tags,
    body: approvalStartedPageInput,
    result: pageResultSchema(approvalInstanceOutput),
    handler: ({ body, request }) => queries.startedPage(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysApproval/todoList',
    access: { login: true },
    summary: 'The bell: the caller’s newest pending approval tasks and how many there are',
    tags,
    result: approvalTodoListOutput,
    handler: ({ request }) => queries.todoList(principalOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysApproval/detail',
    access: { login: true },
    summary:
      'One approval with the document’s fields, its tasks, history and pinned graph, for its starter, approvers, those told and administrators (?id=)',
    tags,
    query: idQuery,
    result: approvalDetailOutput,
    handler: ({ query, request }) => queries.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/approve',
    access: { login: true },
    summary: 'Approve one of the caller’s pending tasks, with an optional comment',
    tags,
    body: approvalApproveInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await decisions.approve(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/reject',
    access: { login: true },
    summary: 'Reject one of the caller’s pending tasks; the comment says why. The approval ends as rejected',
    tags,
    body: approvalRejectInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await decisions.reject(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/withdraw',
    access: { login: true },
    summary: 'Withdraw a running approval the caller started; the document goes back to its module',
    tags,
    body: approvalWithdrawInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await decisions.withdraw(actorOf(request), body);
      return null;
    },
  });

  route({
    method: 'POST',
    url: '/api/sysApproval/bindingPage',
    access: { permission: 'sysApprovalBinding:page' },
    kind: 'read',
    summary: 'Page of the tenant’s approval bindings: event, workflow, threshold (filters: event, status)',
    tags,
    body: approvalBindingPageInput,
    result: pageResultSchema(approvalBindingOutput),
    handler: ({ body, request }) => bindings.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysApproval/workflowOptions',
    access: { permission: 'sysApprovalBinding:page' },
    summary: 'The tenant’s published workflows a binding may run',
    tags,
    result: z.array(approvalWorkflowOption),
    handler: ({ request }) => bindings.workflowOptions(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/bindingAdd',
    access: { permission: 'sysApprovalBinding:add' },
    summary:
      'Bind a published workflow to a business event above a threshold (one enabled binding per event)',
    tags,
    body: approvalBindingAddInput,
    result: z.number(),
    handler: ({ body, request }) => bindings.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/bindingUpdate',
    access: { permission: 'sysApprovalBinding:update' },
    summary: 'Change a binding’s workflow, threshold, status or remark at the version read (409 when stale)',
    tags,
    body: approvalBindingUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await bindings.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysApproval/bindingDelete',
    access: { permission: 'sysApprovalBinding:delete' },
    summary: 'Delete a binding; running approvals go on on their pinned version',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await bindings.delete(actorOf(request), body.id);
      return null;
    },
  });
}
