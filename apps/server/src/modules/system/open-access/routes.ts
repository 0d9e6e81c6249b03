import { idInput, statusInput } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  openAccessAddInput,
  openAccessOutput,
  openAccessPageInput,
  openAccessScopeOutput,
  openAccessSecretOutput,
  openAccessUpdateInput,
  openApiPingOutput,
  scopeListQuery,
  signHelpOutput,
} from '@retail/contracts/api/system/open-access';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { OpenAccessService } from './service.ts';

const tags = ['sysOpenAccess'];

/** The answer holding a secret must not be kept by a browser or a proxy. */
const notStored = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function openAccessRoutes(app: FastifyInstance, service: OpenAccessService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysOpenAccess/page',
    access: { permission: 'sysOpenAccess:page' },
    kind: 'read',
    summary:
      'Page of the tenant’s API keys, never with their secrets (filters: accessKey, bindUserId, status)',
    tags,
    body: openAccessPageInput,
    result: pageResultSchema(openAccessOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysOpenAccess/add',
    access: { permission: 'sysOpenAccess:add' },
    summary:
      'Add an API key bound to a user, with scopes (open-access permissions the user holds), allowed addresses and an expiry; answers the secret this once',
    tags,
    body: openAccessAddInput,
    result: openAccessSecretOutput,
    handler: ({ body, request, reply }) => {
      notStored(reply);
      return service.add(actorOf(request), body);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysOpenAccess/update',
    access: { permission: 'sysOpenAccess:update' },
    summary: 'Change a key’s scopes, allowed addresses, expiry or remark (never its user or secret)',
    tags,
    body: openAccessUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysOpenAccess/delete',
    access: { permission: 'sysOpenAccess:delete' },
    summary: 'Delete an API key; its calls are refused at once',
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
    url: '/api/sysOpenAccess/secret',
    access: { permission: 'sysOpenAccess:update' },
    summary: 'Rotate a key’s secret: the old one stops at once; answers the new one this once',
    tags,
    body: idInput,
    result: openAccessSecretOutput,
    handler: ({ body, request, reply }) => {
      notStored(reply);
      return service.rotate(actorOf(request), body.id);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysOpenAccess/setStatus',
    access: { permission: 'sysOpenAccess:update' },
    summary: 'Enable (1) or disable (2) an API key',
    tags,
    body: statusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setStatus(actorOf(request), body.id, body.status);
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysOpenAccess/scopeList',
    access: { permission: 'sysOpenAccess:page' },
    summary:
      'The open-access permissions a user of the tenant holds, each with the routes it opens (?bindUserId=)',
    tags,
    query: scopeListQuery,
    result: z.array(openAccessScopeOutput),
    handler: ({ query, request }) => service.scopeList(principalOf(request), query.bindUserId),
  });
  route({
    method: 'GET',
    url: '/api/sysOpenAccess/signHelp',
    access: { permission: 'sysOpenAccess:page' },
    summary:
      'The signature scheme’s headers, time window and nonce rule, and every route that accepts signed calls',
    tags,
    result: signHelpOutput,
    handler: () => service.signHelp(),
  });
  route({
    method: 'GET',
    url: '/api/openApi/ping',
    access: { openAccess: true },
    summary:
      'Signed calls only: who the key acts as ({accessKey, account, tenantId, scopes}), to check a client’s set-up',
    tags: ['openApi'],
    result: openApiPingOutput,
    handler: ({ request }) => {
      if (!request.openAccessKey) throw new AppError(401, 'http.signatureRequired');
      return service.ping(principalOf(request), request.openAccessKey);
    },
  });
}
