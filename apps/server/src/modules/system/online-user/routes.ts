import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import {
  forceOfflineInput,
  onlinePageInput,
  onlineUserOutput,
} from '@retail/contracts/api/system/online-user';
import type { OnlineUserService } from './service.ts';

const tags = ['sysOnlineUser'];

export function onlineUserRoutes(app: FastifyInstance, service: OnlineUserService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysOnlineUser/page',
    access: { permission: 'sysOnlineUser:page' },
    kind: 'read',
    summary: 'Page of live connections to /hubs/onlineUser in the tenant (filters: userName, realName)',
    tags,
    body: onlinePageInput,
    result: pageResultSchema(onlineUserOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysOnlineUser/forceOffline',
    access: { permission: 'sysOnlineUser:forceOffline' },
    summary:
      'End a connection’s session, a session, or all sessions of a user; the browser gets ForceOffline',
    tags,
    body: forceOfflineInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.forceOffline(principalOf(request), body);
      return null;
    },
  });
}
