import { idInput } from '@retail/contracts/api/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import {
  noticeAddInput,
  noticeOutput,
  noticePageInput,
  noticeUpdateInput,
  receivedOutput,
  receivedQuery,
} from '@retail/contracts/api/system/notice';
import type { NoticeService } from './service.ts';

const tags = ['sysNotice'];

export function noticeRoutes(app: FastifyInstance, service: NoticeService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysNotice/page',
    access: { permission: 'sysNotice:page' },
    kind: 'read',
    summary: 'Page of the tenant’s notices (filters: title, type, status, startTime, endTime)',
    tags,
    body: noticePageInput,
    result: pageResultSchema(noticeOutput),
    handler: ({ body, request }) => service.page(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysNotice/add',
    access: { permission: 'sysNotice:add' },
    summary:
      'Add a draft notice; the HTML content is sanitised (no scripts, event handlers or javascript: links)',
    tags,
    body: noticeAddInput,
    result: z.number(),
    handler: ({ body, request }) => service.add(actorOf(request), body),
  });
  route({
    method: 'POST',
    url: '/api/sysNotice/update',
    access: { permission: 'sysNotice:update' },
    summary: 'Change a draft or withdrawn notice (content sanitised)',
    tags,
    body: noticeUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysNotice/delete',
    access: { permission: 'sysNotice:delete' },
    summary: 'Delete a notice and its read receipts',
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
    url: '/api/sysNotice/public',
    access: { permission: 'sysNotice:public' },
    summary: 'Publish to every user of the tenant; their browsers receive PublicNotice on /hubs/onlineUser',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.publish(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysNotice/cancel',
    access: { permission: 'sysNotice:cancel' },
    summary: 'Withdraw a published notice',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.cancel(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysNotice/setRead',
    access: { login: true },
    summary: 'Mark a received notice as read (body: the notice id)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.setRead(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysNotice/unReadList',
    access: { login: true },
    summary: 'The caller’s unread published notices (newest 50)',
    tags,
    result: z.array(noticeOutput),
    handler: ({ request }) => service.unreadList(actorOf(request)),
  });
  route({
    method: 'GET',
    url: '/api/sysNotice/pageReceived',
    access: { login: true },
    summary: 'Page of notices the caller received (query: page, pageSize, title, type, readStatus)',
    tags,
    query: receivedQuery,
    result: pageResultSchema(receivedOutput),
    handler: ({ query, request }) => service.pageReceived(actorOf(request), query),
  });
}
