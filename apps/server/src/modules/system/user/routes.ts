import { idInput, idQuery } from '@retail/contracts/api/fields';
import { principalOf } from '../../../platform/http/access.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageResultSchema } from '@retail/contracts/api/paging';
import { routeRegistrar } from '../../../platform/http/route.ts';
import type { UserAccountService } from './account-service.ts';
import {
  addResult,
  baseInfoInput,
  changePwdInput,
  extOrgOutput,
  grantRoleInput,
  setStatusInput,
  userAddInput,
  userDetail,
  userIdParams,
  userOutput,
  userPageInput,
  userPageItem,
  userUpdateInput,
} from '@retail/contracts/api/system/user';
import { type UserService } from './service.ts';
import { exportUsers } from './export.ts';
import { fileRoute } from '../../../platform/http/xlsx-route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';

const tags = ['sysUser'];

export function userRoutes(
  app: FastifyInstance,
  users: UserService,
  accounts: UserAccountService,
  timeZone: string,
): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysUser/page',
    access: { permission: 'sysUser:page' },
    kind: 'read',
    summary: 'Page of users in the data scope (with org, position and role names)',
    tags,
    body: userPageInput,
    result: pageResultSchema(userPageItem),
    handler: ({ body, request }) => users.page(principalOf(request), body),
  });
  fileRoute(app, {
    url: '/api/sysUser/export',
    access: { permission: 'sysUser:export' },
    summary: 'The filtered users (as the page shows them, in the data scope) as an .xlsx file',
    tags,
    body: userPageInput,
    fileName: 'users.xlsx',
    handler: (body, request) => exportUsers(users, principalOf(request), body, request.lang),
  });
  route({
    method: 'GET',
    url: '/api/sysUser/detail',
    access: { permission: 'sysUser:detail' },
    summary: 'One user with its role ids and ext orgs',
    tags,
    query: idQuery,
    result: userDetail,
    handler: ({ query, request }) => users.detail(principalOf(request), query.id),
  });
  route({
    method: 'POST',
    url: '/api/sysUser/add',
    access: { permission: 'sysUser:add' },
    summary: 'Add a normal user; its random initial password is returned once',
    tags,
    body: userAddInput,
    result: addResult,
    handler: ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store'); // the answer carries the generated password
      return users.add(actorOf(request), body);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/update',
    access: { permission: 'sysUser:update' },
    summary: 'Update a user (absent fields stay as they are; never password, status or account type)',
    tags,
    body: userUpdateInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await users.update(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/delete',
    access: { permission: 'sysUser:delete' },
    summary: 'Delete a user (not yourself nor an administrator); its sessions end',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await users.delete(actorOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/setStatus',
    access: { permission: 'sysUser:setStatus' },
    summary: 'Enable (1) or disable (2) a user; disabling ends its sessions',
    tags,
    body: setStatusInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await accounts.setStatus(actorOf(request), body.id, body.status);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/grantRole',
    access: { permission: 'sysUser:grantRole' },
    summary: "Replace a user's roles",
    tags,
    body: grantRoleInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await accounts.grantRole(actorOf(request), body.userId, body.roleIdList);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/resetPwd',
    access: { permission: 'sysUser:resetPwd' },
    summary: "Reset a user's password to a random one, returned once; its sessions end",
    tags,
    body: idInput,
    result: z.string(),
    handler: ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store'); // the answer is the generated password
      return accounts.resetPwd(actorOf(request), body.id);
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/unlockLogin',
    access: { permission: 'sysUser:unlockLogin' },
    summary: 'Lift the sign-in lock after too many wrong passwords',
    tags,
    body: idInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await accounts.unlockLogin(principalOf(request), body.id);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysUser/changePwd',
    access: { login: true },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    summary: 'Change your own password; your other sessions end',
    tags,
    body: changePwdInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await accounts.changePwd(actorOf(request), body.passwordOld, body.passwordNew, request.sessionId);
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysUser/baseInfo',
    access: { login: true },
    summary: 'Your own profile',
    tags,
    result: userOutput,
    handler: ({ request }) => accounts.baseInfo(principalOf(request)),
  });
  route({
    method: 'POST',
    url: '/api/sysUser/baseInfo',
    access: { login: true },
    summary: 'Update your own profile',
    tags,
    body: baseInfoInput,
    result: z.null(),
    handler: async ({ body, request }) => {
      await accounts.updateBaseInfo(actorOf(request), body);
      return null;
    },
  });
  route({
    method: 'GET',
    url: '/api/sysUser/ownRoleList/:userId',
    access: { permission: 'sysUser:page' },
    summary: 'Role ids of a user',
    tags,
    params: userIdParams,
    result: z.array(z.number()),
    handler: ({ params, request }) => accounts.ownRoleList(principalOf(request), params.userId),
  });
  route({
    method: 'GET',
    url: '/api/sysUser/ownExtOrgList/:userId',
    access: { permission: 'sysUser:page' },
    summary: 'Extra organisations (with positions) of a user',
    tags,
    params: userIdParams,
    result: z.array(extOrgOutput),
    handler: ({ params, request }) => accounts.ownExtOrgList(principalOf(request), params.userId),
  });
}
