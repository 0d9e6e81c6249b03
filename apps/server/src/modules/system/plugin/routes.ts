import { idInput } from '@retail/contracts/api/fields';
import { pageResultSchema } from '@retail/contracts/api/paging';
import {
  pluginAddInput,
  pluginDetailOutput,
  pluginDetailQuery,
  pluginOutput,
  pluginPageInput,
  pluginTestInput,
  pluginUpdateInput,
} from '@retail/contracts/api/system/plugin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/http/access.ts';
import { routeRegistrar } from '../../../platform/http/route.ts';
import { actorOf } from '../../../platform/module-kit/actor.ts';
import type { PluginService } from './service.ts';

const tags = ['sysPlugin'];

/** The plugins screen's calls. None takes code: plugins are built into the application. */
export function pluginRoutes(app: FastifyInstance, service: PluginService, timeZone: string): void {
  const route = routeRegistrar(app, timeZone);
  route({
    method: 'POST',
    url: '/api/sysPlugin/page',
    access: { permission: 'sysPlugin:page' },
    kind: 'read',
    summary:
      'The built-in plugins with their setting for a tenant (tenantId: the super admin’s pick) and the platform plugins’ installation-wide one',
    tags,
    body: pluginPageInput,
    result: pageResultSchema(pluginOutput),
    handler: ({ body, request, lang }) => service.page(principalOf(request), body, lang),
  });
  route({
    method: 'GET',
    url: '/api/sysPlugin/detail',
    access: { permission: 'sysPlugin:page' },
    summary:
      'A plugin with its config JSON Schema, its masked config, and the menus and routes it adds (?id= of a setting, or ?pluginId=&tenantId=)',
    tags,
    query: pluginDetailQuery,
    result: pluginDetailOutput,
    handler: ({ query, request, lang }) => service.detail(principalOf(request), query, lang),
  });
  route({
    method: 'POST',
    url: '/api/sysPlugin/add',
    access: { permission: 'sysPlugin:add' },
    summary:
      'Set a plugin up (enabled by default) for a tenant, or for the installation when it is a platform plugin',
    tags,
    body: pluginAddInput,
    result: z.number(),
    handler: ({ body, request, lang }) => service.add(actorOf(request), body, lang),
  });
  route({
    method: 'POST',
    url: '/api/sysPlugin/update',
    access: { permission: 'sysPlugin:update' },
    summary: 'Enable or disable a plugin setting or change its config (a secret sent back as ****** is kept)',
    tags,
    body: pluginUpdateInput,
    result: z.null(),
    handler: async ({ body, request, lang }) => {
      await service.update(actorOf(request), body, lang);
      return null;
    },
  });
  route({
    method: 'POST',
    url: '/api/sysPlugin/delete',
    access: { permission: 'sysPlugin:delete' },
    summary: 'Disable a plugin for the tenant and forget its config (its data tables stay)',
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
    url: '/api/sysPlugin/testConfig',
    access: { permission: 'sysPlugin:test' },
    summary:
      'Run the plugin’s own check with the stored config (a test SMS, a bucket probe); answers its line',
    tags,
    body: pluginTestInput,
    result: z.string(),
    handler: ({ body, request, lang }) => service.test(actorOf(request), body, lang),
  });
}
