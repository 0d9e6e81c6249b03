import { idInput, idQuery } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  wechatBindVipInput,
  wechatUserExportInput,
  wechatUserOutput,
  wechatUserPageInput,
  wechatUserUpdateInput,
} from '@retail/contracts/api/system/wechat-user';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildSheet, EXCEL_MAX_ROWS } from '../../modules/retail/shared/excel.ts';
import { principalOf, type RouteGate } from '../../platform/http/access.ts';
import { fileRoute } from '../../platform/http/xlsx-route.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { actorOf } from '../../platform/module-kit/actor.ts';
import type { PluginDeps } from '../plugin.ts';
import { wechatUserColumns } from './export.ts';
import type { WechatUserService } from './service.ts';

const tags = ['sysWechatUser'];
export const WECHAT_USER_EXPORT_URL = '/api/sysWechatUser/export';

/**
 * The back office's WeChat users routes (`/api/sysWechatUser/*`), answering 404 to tenants without the plugin: the
 * JSON routes through the plugin's registrar, the export (a file route) through `gate`.
 */
export function wechatUserRoutes(
  app: FastifyInstance,
  route: PluginDeps['route'],
  service: WechatUserService,
  gate: RouteGate,
): void {
  route({
    method: 'POST',
    url: '/api/sysWechatUser/page',
    access: { permission: 'sysWechatUser:page' },
    kind: 'read',
    summary:
      'Page of the tenant’s WeChat users (filters: nickName, phoneNumber, platformType, bound); no keys or tokens',
    tags,
    body: wechatUserPageInput,
    result: pageResultSchema(wechatUserOutput),
    handler: ({ body, request }) => service.page(principalOf(request), body),
  });
  route({
    method: 'GET',
    url: '/api/sysWechatUser/detail',
    access: { permission: 'sysWechatUser:page' },
    summary: 'One WeChat user with the member it is bound to (?id=); no keys or tokens',
    tags,
    query: idQuery,
    result: wechatUserOutput,
    handler: ({ query, request }) => service.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysWechatUser/update',
    access: { permission: 'sysWechatUser:update' },
    summary: 'Change the remark of a WeChat user (profile fields come from WeChat)',
    tags,
    body: wechatUserUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysWechatUser/bindVip',
    access: { permission: 'sysWechatUser:bind' },
    summary: 'Bind a WeChat user to a member of the tenant (a member has one WeChat identity per app)',
    tags,
    body: wechatBindVipInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.bindVip(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysWechatUser/unbind',
    access: { permission: 'sysWechatUser:bind' },
    summary: 'Unbind a WeChat user from its member',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.unbind(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysWechatUser/delete',
    access: { permission: 'sysWechatUser:delete' },
    summary: 'Delete a WeChat user (the member’s next sign-in makes a new, unbound row)',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await service.delete(actorOf(request), body.id);
      return null;
    },
  });
  fileRoute(app, {
    url: WECHAT_USER_EXPORT_URL,
    access: { permission: 'sysWechatUser:export' },
    gate,
    summary: `The filtered WeChat users as an .xlsx file (most recent sign-in first, at most ${EXCEL_MAX_ROWS} rows)`,
    tags,
    body: wechatUserExportInput,
    fileName: 'wechat-users.xlsx',
    handler: async (body, request) => {
      const rows = await service.list(principalOf(request), body, EXCEL_MAX_ROWS);
      return buildSheet(translate(request.lang, 'wechat.sheet'), wechatUserColumns, rows, request.lang);
    },
  });
}
